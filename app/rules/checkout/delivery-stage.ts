import {buildQuery} from '../../region/url-parts'

/**
 * The checkout-delivery stages. The spec keeps the list unshown; these are the stages the storefront's
 * checkout uses.
 */
export const CHECKOUT_DELIVERY_STAGES = ['shipping', 'payment', 'placeOrder'] as const

export const INVALID_STAGE_MESSAGE = 'Invalid stage'

/** "The stage must be from a known list ..., else the error 'Invalid stage'" (spec 001 §2.2). */
export const assertCheckoutStage = (
    stage: string,
    known: readonly string[] = CHECKOUT_DELIVERY_STAGES
): string => {
    if (!known.includes(stage)) throw new Error(INVALID_STAGE_MESSAGE)
    return stage
}

const CHECKOUT_PREFIX_ALIASES = ['au', 'eu', 'us']

/** The anchor the cross-border checkout mounts on. */
export const CROSS_BORDER_ANCHOR = 'checkout-container'

export interface CheckoutDeliveryUrlInput {
    /** The current site's alias; "site prefix au, eu, us applies only for those aliases". */
    siteAlias?: string
    stage?: string
    /** The international variant: "adds glCountry, glCurrency and stage=shipping with an anchor". */
    crossBorder?: {glCountry: string; glCurrency: string}
}

/** The /checkout-delivery URL (spec 001 §2.2); throws 'Invalid stage' for an unknown stage. */
export const checkoutDeliveryUrl = ({siteAlias, stage, crossBorder}: CheckoutDeliveryUrlInput): string => {
    const alias = (siteAlias ?? '').toLowerCase()
    const prefix = CHECKOUT_PREFIX_ALIASES.includes(alias) ? `/${alias}` : ''
    const path = `${prefix}/checkout-delivery`
    if (crossBorder) {
        const query = buildQuery([
            ['glCountry', crossBorder.glCountry],
            ['glCurrency', crossBorder.glCurrency],
            ['stage', 'shipping']
        ])
        return `${path}?${query}#${CROSS_BORDER_ANCHOR}`
    }
    return stage ? `${path}?${buildQuery([['stage', assertCheckoutStage(stage)]])}` : path
}
