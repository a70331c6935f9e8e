import {isCheckoutPath} from '../../region/page-type'
import {queryParam} from '../../region/url-parts'

/** "page loads are counted in local storage, ignoring checkout pages and pages with basket=show" */
export const countsAsScarcityPageLoad = (path: string, query: string): boolean =>
    !isCheckoutPath(path) && queryParam(query, 'basket') !== 'show'

export type ScarcityVariant = 'personalised' | 'savings' | 'mini-savings'

export interface ScarcityInput {
    variant: ScarcityVariant
    basketExists: boolean
    basketOpen: boolean
    closedBefore: boolean
    pageCount: number
    /** The popup's pageViews setting. */
    pageViews: number
    /** The computed saving and the popup's threshold, for the savings variants. */
    saving?: number
    threshold?: number
}

/**
 * "The popup shows ... when the basket exists, the basket is not open, the popup was not closed before, and
 * the page count is at least pageViews. Savings variants also need the computed saving to reach the
 * threshold" (spec 001 §4.4). The popupDelay wait is the caller's timer.
 */
export const isScarcityPopupShown = (input: ScarcityInput): boolean => {
    if (!input.basketExists || input.basketOpen || input.closedBefore) return false
    if (input.pageCount < input.pageViews) return false
    if (input.variant === 'personalised') return true
    return typeof input.saving === 'number' && input.saving > 0 && input.saving >= (input.threshold ?? 0)
}

/** "On CTA or close the counter resets to 0 and a 'closed' flag is stored permanently." */
export const SCARCITY_AFTER_CLOSE = {pageCount: 0, closed: true} as const

export interface SavingLine {
    price: number
    standardPrice?: number
    quantity?: number
}

/**
 * "Scarcity saving = sum of standard (or current) prices minus subtotal and adjustments" (spec 001 §9).
 * Adjustments are the basket's order price adjustments as the platform gives them (discounts negative).
 */
export const scarcitySaving = (lines: readonly SavingLine[], subtotal: number, adjustments = 0): number => {
    const full = lines.reduce(
        (sum, line) => sum + (line.standardPrice ?? line.price) * (line.quantity ?? 1),
        0
    )
    return Math.round((full - subtotal - adjustments) * 100) / 100
}

/** "subheading (contains a {0} placeholder for an amount)" */
export const fillAmount = (template: string, formattedAmount: string): string =>
    template.split('{0}').join(formattedAmount)
