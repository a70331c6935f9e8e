import {defineMessages} from 'react-intl'

export const promoMessages = defineMessages({
    toggle: {id: 'promoCode.toggle', defaultMessage: 'Add a promo code'},
    label: {id: 'promoCode.label', defaultMessage: 'Promo code'},
    apply: {id: 'promoCode.apply', defaultMessage: 'Apply'},
    applied: {id: 'promoCode.applied', defaultMessage: 'Promo code {code} applied'},
    empty: {id: 'promoCode.empty', defaultMessage: 'Please enter a promo code'},
    remove: {id: 'promoCode.remove', defaultMessage: 'Remove promo code {code}'},
    pending: {id: 'promoCode.pending', defaultMessage: 'Not applied to your bag yet'},
    no_applicable_promotion: {
        id: 'promoCode.status.noApplicablePromotion',
        defaultMessage: "This code doesn't apply to the items in your bag."
    },
    coupon_code_unknown: {
        id: 'promoCode.status.unknown',
        defaultMessage: "Sorry, we don't recognise this code."
    },
    coupon_disabled: {id: 'promoCode.status.disabled', defaultMessage: 'This code is no longer valid.'},
    coupon_code_already_in_basket: {
        id: 'promoCode.status.alreadyInBasket',
        defaultMessage: 'This code is already applied.'
    },
    no_active_promotion: {id: 'promoCode.status.noActivePromotion', defaultMessage: 'This code has expired.'},
    customer_redemption_limit_exceeded: {
        id: 'promoCode.status.customerLimit',
        defaultMessage: 'You have already used this code.'
    },
    redemption_limit_exceeded: {
        id: 'promoCode.status.limit',
        defaultMessage: 'This code has reached its limit.'
    }
})

/** Status codes the storefront words itself (in the shopper's language); others show the server's text. */
export const STATUS_MESSAGE_KEYS = [
    'no_applicable_promotion',
    'coupon_code_unknown',
    'coupon_disabled',
    'coupon_code_already_in_basket',
    'no_active_promotion',
    'customer_redemption_limit_exceeded',
    'redemption_limit_exceeded'
] as const

export type KnownStatus = (typeof STATUS_MESSAGE_KEYS)[number]

export const isKnownStatus = (code: string | undefined): code is KnownStatus =>
    STATUS_MESSAGE_KEYS.includes(code as KnownStatus)
