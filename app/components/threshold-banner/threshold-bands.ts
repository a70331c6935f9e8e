import type {ContentJson} from '../../content/content-types'
import {SCHEMAS, type BasketBanner, type BasketThresholdBanner} from '../../content/model'
import type {ThresholdBand} from '../../rules/basket'

export interface ThresholdContent {
    standard: ThresholdBand
    express: ThresholdBand
    colours?: {background?: string; text?: string}
}

const band = (enabled: unknown, threshold: unknown, copy: unknown, reachedCopy: unknown): ThresholdBand => ({
    enabled: enabled === true && typeof threshold === 'number',
    threshold: typeof threshold === 'number' ? threshold : 0,
    copy: typeof copy === 'string' ? copy : '',
    reachedCopy: typeof reachedCopy === 'string' ? reachedCopy : ''
})

/**
 * The basket threshold banner's two delivery bands (spec 001 §3.3), from either content form: the standard
 * and express blocks, or the older flat fields (enableStandardShipping, standardCopy...).
 */
export const thresholdContent = (content: ContentJson | null | undefined): ThresholdContent | undefined => {
    if (!content) return undefined
    if (content._meta?.schema === SCHEMAS.basketBanner) {
        const flat = content as unknown as BasketBanner
        return {
            standard: band(
                flat.enableStandardShipping,
                flat.standardThreshold,
                flat.standardCopy,
                flat.standardReachedThresholdCopy
            ),
            express: band(
                flat.enableExpressShipping,
                flat.expressThreshold,
                flat.expressCopy,
                flat.expressReachedThresholdCopy
            )
        }
    }
    const blocks = content as unknown as Partial<BasketThresholdBanner>
    if (!blocks.standard && !blocks.express) return undefined
    return {
        standard: band(
            blocks.standard?.enable,
            blocks.standard?.deliveryThreshold,
            blocks.standard?.deliveryCopy,
            blocks.standard?.qualifyFreeDeliveryCopy
        ),
        express: band(
            blocks.express?.enable,
            blocks.express?.deliveryThreshold,
            blocks.express?.deliveryCopy,
            blocks.express?.qualifyFreeDeliveryCopy
        ),
        colours: {
            background: blocks.displayOptions?.backgroundColour,
            text: blocks.displayOptions?.textColour
        }
    }
}

/** How far along the bar is: towards the next threshold not yet reached (0-1). */
export const thresholdProgress = (subtotal: number, content: ThresholdContent): number => {
    const targets = [content.standard, content.express]
        .filter((candidate) => candidate.enabled && candidate.threshold > 0)
        .map((candidate) => candidate.threshold)
        .sort((a, b) => a - b)
    const next = targets.find((threshold) => subtotal < threshold)
    return next ? Math.max(0, Math.min(1, subtotal / next)) : targets.length ? 1 : 0
}
