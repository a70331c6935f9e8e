export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover'

interface BrandRule {
    brand: CardBrand
    pattern: RegExp
    /** Digits per group as the number is shown. */
    groups: readonly number[]
}

/** "Recognised brands: Visa, Mastercard, American Express, Discover (4 types)" (spec 001 §5.1), by their
 * issuer number ranges. */
const BRANDS: readonly BrandRule[] = [
    {brand: 'American Express', pattern: /^3[47]/, groups: [4, 6, 5]},
    {brand: 'Visa', pattern: /^4/, groups: [4, 4, 4, 4]},
    {brand: 'Mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, groups: [4, 4, 4, 4]},
    {brand: 'Discover', pattern: /^(6011|65|64[4-9]|622)/, groups: [4, 4, 4, 4]}
]
const DEFAULT_GROUPS = [4, 4, 4, 4]

export const digitsOnly = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '')

/** "card number spaces stripped" (spec 000 §5). */
export const stripCardSpaces = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '')

export const detectCardBrand = (value: string | null | undefined): CardBrand | undefined => {
    const digits = digitsOnly(value)
    return BRANDS.find((rule) => rule.pattern.test(digits))?.brand
}

export const cardNumberLength = (brand: CardBrand | undefined): number =>
    (BRANDS.find((rule) => rule.brand === brand)?.groups ?? DEFAULT_GROUPS).reduce(
        (sum, size) => sum + size,
        0
    )

/** "Card number formatting: digits only, grouped per card type, trimmed if too long" (spec 001 §5.1). */
export const formatCardNumber = (value: string | null | undefined): string => {
    const digits = digitsOnly(value)
    const groups = BRANDS.find((rule) => rule.pattern.test(digits))?.groups ?? DEFAULT_GROUPS
    const parts: string[] = []
    let at = 0
    for (const size of groups) {
        if (at >= digits.length) break
        parts.push(digits.slice(at, at + size))
        at += size
    }
    return parts.join(' ')
}

/** "Card expiry is split month/year and the year prefixed 20" (spec 000 §5): "MM/YY" gives month and a
 * four-digit year. Undefined when the text is not a month 01-12 and a two-digit year. */
export const splitCardExpiry = (
    value: string | null | undefined
): {month: number; year: number} | undefined => {
    const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value ?? '')
    if (!match) return undefined
    const month = Number(match[1])
    if (month < 1 || month > 12) return undefined
    return {month, year: Number(`20${match[2]}`)}
}

/** "placeholder expiry month 3, year 2030 in card data for the payment provider" (spec 000 §9). */
export const PLACEHOLDER_EXPIRY = {month: 3, year: 2030} as const
