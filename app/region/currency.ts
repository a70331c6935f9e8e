import {normaliseLocale} from './locales'

/** "AUD symbol shown as a code; other currencies as symbol" (spec 001 §9). */
export const currencyDisplayFor = (currency: string): 'code' | 'symbol' =>
    currency.toUpperCase() === 'AUD' ? 'code' : 'symbol'

/** Creating a formatter costs far more than using one (every price on a page formats); one per pair. */
const formatters = new Map<string, Intl.NumberFormat | undefined>()

const createFormatter = (locale: string, currency: string): Intl.NumberFormat | undefined => {
    try {
        return new Intl.NumberFormat(normaliseLocale(locale), {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    } catch {
        return undefined
    }
}

const formatter = (locale: string, currency: string): Intl.NumberFormat | undefined => {
    const key = `${locale}|${currency}`
    if (!formatters.has(key)) formatters.set(key, createFormatter(locale, currency))
    return formatters.get(key)
}

/** Intl's spaces inside currency output are non-breaking; callers compare and test with plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/**
 * A price in the locale's format with the currency's own fraction digits (spec 001 §9 "prices use the
 * locale's currency fraction digits"). Never throws: an unknown currency falls back to '12.50 XYZ' and a
 * non-finite amount to ''.
 */
export const formatPrice = (amount: number, currency: string, locale: string): string => {
    if (!Number.isFinite(amount)) return ''
    const format = formatter(locale, currency)
    return format ? plainSpaces(format.format(amount)) : `${amount.toFixed(2)} ${currency}`
}

/** The symbol shown for a currency in a locale: the code for AUD, the symbol otherwise. */
export const currencySymbol = (currency: string, locale: string): string => {
    const format = formatter(locale, currency)
    const part = format?.formatToParts(0).find((candidate) => candidate.type === 'currency')
    return part ? part.value : currency
}

/** "analytics price 2 decimals" (spec 001 §9). */
export const analyticsPrice = (amount: number): number =>
    Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0
