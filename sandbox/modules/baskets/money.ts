import {FX_RATES_PER_GBP} from '../../seed/commerce/fx-rates'

/**
 * Money is kept in minor units (integers) everywhere in baskets, orders and payments, and only turned into
 * the platform's decimal numbers when a document is written. Rounding is half away from zero, per currency.
 */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'VND'])

export const decimalsOf = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : 2)

export const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value))

/** A decimal amount (as the API carries it) in minor units; the toFixed step absorbs binary noise (0.1*3). */
export const toMinor = (amount: number, currency: string) =>
    roundHalfAway(Number((amount * 10 ** decimalsOf(currency)).toFixed(6)))

export const toMajor = (minor: number, currency: string) => minor / 10 ** decimalsOf(currency)

/** `share` (0..1) of an amount, rounded to a minor unit. */
export const shareOf = (minor: number, share: number) => roundHalfAway(minor * share)

/** Tax included in a gross amount at `rate`. */
export const includedTax = (gross: number, rate: number) => roundHalfAway((gross * rate) / (1 + rate))

/**
 * Splits `total` over `weights` in proportion, to the minor unit, so the parts always add up to the total
 * (largest remainder method). Used to spread order discounts over lines for tax.
 */
export const allocate = (total: number, weights: number[]): number[] => {
    const sum = weights.reduce((a, b) => a + b, 0)
    if (sum === 0 || total === 0) return weights.map(() => 0)
    const sign = Math.sign(total)
    const exact = weights.map((weight) => (Math.abs(total) * weight) / sum)
    const parts = exact.map(Math.floor)
    let rest = Math.abs(total) - parts.reduce((a, b) => a + b, 0)
    const order = exact.map((value, index) => ({index, fraction: value - Math.floor(value)}))
    order.sort((a, b) => b.fraction - a.fraction || a.index - b.index)
    for (const {index} of order) {
        if (rest <= 0) break
        parts[index] += 1
        rest -= 1
    }
    return parts.map((part) => part * sign)
}

export const knownCurrency = (currency: string) => currency in FX_RATES_PER_GBP

/** Converts minor units between currencies at the sandbox's fixed reference rates. */
export const convertMinor = (minor: number, from: string, to: string) => {
    if (from === to) return minor
    const fromRate = FX_RATES_PER_GBP[from]
    const toRate = FX_RATES_PER_GBP[to]
    if (!fromRate || !toRate) throw new Error(`No exchange rate for ${from} -> ${to}`)
    const major = toMajor(minor, from) * (toRate / fromRate)
    return toMinor(major, to)
}
