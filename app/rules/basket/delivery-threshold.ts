/** One delivery band of the basket threshold banner (spec 001 §3.3, §4.5). */
export interface ThresholdBand {
    enabled: boolean
    threshold: number
    /** Copy with a {0} placeholder for the amount still to spend. */
    copy: string
    /** Copy shown once the threshold is reached. */
    reachedCopy: string
}

export type ThresholdMessageKind = 'standard' | 'standard-reached' | 'express' | 'express-reached'

export interface ThresholdMessage {
    kind: ThresholdMessageKind
    text: string
}

/**
 * "{0} replaced by the remaining amount to 2 decimals", written the way the shopper's locale writes decimals
 * ('20.05' in English, '20,05' in French and Italian); without a locale, as the spec's examples show it.
 */
const decimalText = (amount: number, locale: string): string => {
    try {
        return new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: false
        }).format(amount)
    } catch {
        // A locale Intl does not know: the spec's own form rather than a broken banner.
        return amount.toFixed(2)
    }
}

export const fillRemaining = (copy: string, remaining: number, locale?: string): string => {
    const amount = Math.round(Math.max(remaining, 0) * 100) / 100
    const text = locale ? decimalText(amount, locale) : amount.toFixed(2)
    return copy.split('{0}').join(text)
}

/**
 * The basket threshold message, branch by branch as spec 001 §4.5 lists them:
 * - standard enabled and subtotal equals the standard threshold: the standard reached message;
 * - express enabled and subtotal between the thresholds, or only express applies and subtotal below its
 *   threshold: the express copy with the remaining amount;
 * - subtotal reaching the express threshold: the express reached message;
 * - below the standard threshold: the standard copy with the remaining amount;
 * - at or above standard with express off: the standard reached message;
 * - both disabled: nothing.
 */
export const basketThresholdMessage = (
    subtotal: number,
    standard: ThresholdBand,
    express: ThresholdBand,
    locale?: string
): ThresholdMessage | undefined => {
    if (!standard.enabled && !express.enabled) return undefined
    if (standard.enabled && subtotal === standard.threshold) {
        return {kind: 'standard-reached', text: standard.reachedCopy}
    }
    if (express.enabled) {
        if (subtotal >= express.threshold) return {kind: 'express-reached', text: express.reachedCopy}
        const betweenThresholds = standard.enabled && subtotal > standard.threshold
        if (betweenThresholds || !standard.enabled) {
            return {kind: 'express', text: fillRemaining(express.copy, express.threshold - subtotal, locale)}
        }
    }
    if (subtotal < standard.threshold) {
        return {kind: 'standard', text: fillRemaining(standard.copy, standard.threshold - subtotal, locale)}
    }
    return {kind: 'standard-reached', text: standard.reachedCopy}
}
