/**
 * Card rules of the payment simulator: brand detection, Luhn, expiry and security code checks, and what
 * each test card does. Any other valid card of a supported brand is authorised.
 *
 * | number              | brand            | outcome                                     |
 * |---------------------|------------------|---------------------------------------------|
 * | 4111 1111 1111 1111 | Visa             | authorised                                  |
 * | 5555 5555 5555 4444 | Mastercard       | authorised                                  |
 * | 3714 496353 98431   | American Express | authorised (4-digit security code)          |
 * | 6011 1111 1111 1117 | Discover         | authorised                                  |
 * | 4000 0000 0000 0002 | Visa             | refused (Refused)                           |
 * | 4000 0000 0000 9995 | Visa             | refused (Not enough balance)                |
 * | 4000 0000 0000 3220 | Visa             | 3-D Secure challenge, then authorised       |
 * | 5454 5454 5454 5454 | Mastercard       | 3-D Secure challenge, then authorised       |
 */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover'

export type TestOutcome = 'authorise' | 'refuse' | 'insufficient-funds' | 'challenge'

const TEST_CARDS: Record<string, TestOutcome> = {
    '4000000000000002': 'refuse',
    '4000000000009995': 'insufficient-funds',
    '4000000000003220': 'challenge',
    '5454545454545454': 'challenge'
}

/** Outcome by last four digits, for stored cards (only brand and last four digits are ever kept). */
const STORED_OUTCOMES: Record<string, TestOutcome> = {
    '0002': 'refuse',
    '9995': 'insufficient-funds',
    '3220': 'challenge'
}

export const outcomeForNumber = (number: string): TestOutcome => TEST_CARDS[number] ?? 'authorise'

export const outcomeForLastDigits = (lastDigits: string): TestOutcome =>
    STORED_OUTCOMES[lastDigits] ?? 'authorise'

const BRANDS: {brand: CardBrand; pattern: RegExp; lengths: number[]}[] = [
    {brand: 'Visa', pattern: /^4/, lengths: [13, 16, 19]},
    {brand: 'Mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16]},
    {brand: 'American Express', pattern: /^3[47]/, lengths: [15]},
    {brand: 'Discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19]}
]

export const brandOf = (number: string): CardBrand | undefined =>
    BRANDS.find((entry) => entry.pattern.test(number) && entry.lengths.includes(number.length))?.brand

export const luhnValid = (number: string) => {
    if (!/^\d{12,19}$/.test(number)) return false
    let sum = 0
    for (let index = 0; index < number.length; index++) {
        let digit = Number(number[number.length - 1 - index])
        if (index % 2 === 1) {
            digit *= 2
            if (digit > 9) digit -= 9
        }
        sum += digit
    }
    return sum % 10 === 0
}

/** Storefront and platform spellings of the brands ("Amex", "MasterCard", "visa") to one name. */
export const normaliseBrand = (value: string | undefined): CardBrand | undefined => {
    const key = (value ?? '').toLowerCase().replace(/[^a-z]/g, '')
    if (key === 'visa') return 'Visa'
    if (key === 'mastercard' || key === 'mc' || key === 'master') return 'Mastercard'
    if (key === 'amex' || key === 'americanexpress') return 'American Express'
    if (key === 'discover') return 'Discover'
    return undefined
}

/** Valid through the end of its expiry month. */
export const isExpired = (month: number, year: number, now: number) => {
    const date = new Date(now)
    const current = date.getUTCFullYear() * 12 + date.getUTCMonth()
    return year * 12 + (month - 1) < current
}

export const securityCodeValid = (brand: CardBrand, code: string) =>
    brand === 'American Express' ? /^\d{4}$/.test(code) : /^\d{3}$/.test(code)

export const maskNumber = (lastDigits: string, length = 16) =>
    '*'.repeat(Math.max(0, length - 4)) + lastDigits
