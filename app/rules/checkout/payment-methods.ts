/**
 * Payment methods as the storefront takes them (spec 000 §3, §5, §7; spec 001 §9 "Payment methods named:
 * credit card, paypal, Klarna, Afterpay, Apple Pay, gift certificate").
 * Which methods a basket offers is the platform's answer (GET baskets/{id}/payment_methods); these rules only
 * say how each known method is paid, and drop ids the storefront cannot take.
 */
export const PAYMENT_METHOD_IDS = {
    card: 'CREDIT_CARD',
    giftCertificate: 'SB_GIFT_CERTIFICATE',
    paypal: 'PayPal',
    klarna: 'KLARNA_PAYMENTS',
    afterpay: 'AFTERPAY_PBI',
    applePay: 'DW_APPLE_PAY'
} as const

/** card: typed or saved card; redirect: the provider's hosted page; wallet: Apple Pay's sheet. */
export type PaymentKind = 'card' | 'redirect' | 'wallet' | 'gift-certificate'

/** The payment provider's type for each method (`c_adyenPaymentMethod`). */
export const PROVIDER_PAYMENT_TYPES: Readonly<Record<string, string>> = {
    [PAYMENT_METHOD_IDS.card]: 'scheme',
    [PAYMENT_METHOD_IDS.paypal]: 'paypal',
    [PAYMENT_METHOD_IDS.klarna]: 'klarna',
    [PAYMENT_METHOD_IDS.afterpay]: 'afterpaytouch',
    [PAYMENT_METHOD_IDS.applePay]: 'applepay'
}

const KINDS: Readonly<Record<string, PaymentKind>> = {
    [PAYMENT_METHOD_IDS.card]: 'card',
    [PAYMENT_METHOD_IDS.paypal]: 'redirect',
    [PAYMENT_METHOD_IDS.klarna]: 'redirect',
    [PAYMENT_METHOD_IDS.afterpay]: 'redirect',
    [PAYMENT_METHOD_IDS.applePay]: 'wallet',
    [PAYMENT_METHOD_IDS.giftCertificate]: 'gift-certificate'
}

export const paymentKindOf = (id: string | undefined): PaymentKind | undefined => (id ? KINDS[id] : undefined)

/** Methods shown by their own (brand) names, in every language. */
export const PAYMENT_BRAND_NAMES: Readonly<Record<string, string>> = {
    [PAYMENT_METHOD_IDS.paypal]: 'PayPal',
    [PAYMENT_METHOD_IDS.klarna]: 'Klarna',
    [PAYMENT_METHOD_IDS.afterpay]: 'Afterpay',
    [PAYMENT_METHOD_IDS.applePay]: 'Apple Pay'
}

/** A method in the platform's answer. */
export interface ApplicablePaymentMethod {
    id?: string
    name?: string
    /** Gift certificate only: countries whose shoppers may pay with one, and cross-border countries. */
    c_allowedCountries?: string[]
    c_internationalCheckoutCountries?: string[]
}

/**
 * What the payment step offers, in the platform's order: the methods chosen in the form (card and redirect
 * methods), whether Apple Pay is offered, and the gift certificate method (the spec's country rule is applied
 * by the caller with the country cookie).
 */
export const paymentOffer = (methods: readonly ApplicablePaymentMethod[] | undefined) => {
    const known = (methods ?? []).filter((method): method is ApplicablePaymentMethod & {id: string} =>
        Boolean(method.id && KINDS[method.id])
    )
    return {
        choices: known
            .filter((method) => ['card', 'redirect'].includes(KINDS[method.id]))
            .map((method) => method.id),
        applePay: known.some((method) => KINDS[method.id] === 'wallet'),
        giftCertificate: known.find((method) => KINDS[method.id] === 'gift-certificate')
    }
}

/** The method a shopper starts with: the one they used last if still offered, else the first offered. */
export const initialPaymentChoice = (choices: readonly string[], previous: string | undefined) =>
    previous && choices.includes(previous) ? previous : choices[0]
