import {badRequest} from '../../../core/errors'

/**
 * Saved cards hold masked data only. The body is read field by field (a whitelist): the full number is used
 * to derive the masked one and then dropped; security codes (`securityCode`, `cvv`, `cvc`...) and any other
 * field are never read, so they cannot end up stored, logged or echoed.
 */
export interface SavedCard {
    cardType: string
    holder: string
    expirationMonth: number
    expirationYear: number
    maskedNumber: string
    numberLastDigits: string
    validFromMonth?: number
    validFromYear?: number
}

export const invalidCard = (detail: string) =>
    badRequest(detail, 'invalid-payment-instrument', 'Invalid Payment Instrument')

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const MAX_HOLDER = 100
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** The four brands the storefront recognises, with the spellings clients use for them. */
const BRANDS: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    'master card': 'Mastercard',
    amex: 'Amex',
    'american express': 'Amex',
    discover: 'Discover'
}

const brandOfNumber = (digits: string): string | undefined => {
    if (/^4/.test(digits)) return 'Visa'
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard'
    if (/^3[47]/.test(digits)) return 'Amex'
    if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover'
    return undefined
}

const passesLuhn = (digits: string) => {
    let sum = 0
    for (let index = 0; index < digits.length; index++) {
        let digit = Number(digits[digits.length - 1 - index])
        if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
        sum += digit
    }
    return sum % 10 === 0
}

const lastDigitsOf = (card: Record<string, unknown>) => {
    const {number, maskedNumber, numberLastDigits} = card
    if (typeof number === 'string' && number !== '') {
        const digits = number.replace(/[\s-]/g, '')
        if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
            throw invalidCard('paymentCard.number is not a valid card number.')
        return {digits, lastDigits: digits.slice(-4), length: digits.length}
    }
    if (typeof maskedNumber === 'string' && /^\*{8,15}\d{4}$/.test(maskedNumber))
        return {lastDigits: maskedNumber.slice(-4), length: maskedNumber.length}
    if (typeof numberLastDigits === 'string' && /^\d{4}$/.test(numberLastDigits))
        return {lastDigits: numberLastDigits, length: 16}
    throw invalidCard('The following properties were missing from your request: paymentCard.number')
}

const integer = (value: unknown, name: string) => {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    if (typeof number !== 'number' || !Number.isInteger(number))
        throw invalidCard(`paymentCard.${name} must be a whole number.`)
    return number
}

/** Month and (four-digit, or two-digit meaning 20xx) year of expiry; an expired card is refused. */
export const expiryOf = (card: Record<string, unknown>, nowMs: number) => {
    const month = integer(card.expirationMonth, 'expirationMonth')
    let year = integer(card.expirationYear, 'expirationYear')
    if (year < 100) year += 2000
    if (month < 1 || month > 12) throw invalidCard('paymentCard.expirationMonth must be from 1 to 12.')
    if (year > 2100) throw invalidCard('paymentCard.expirationYear is not valid.')
    if (isExpired(month, year, nowMs)) throw invalidCard('The card has expired.')
    return {expirationMonth: month, expirationYear: year}
}

export const isExpired = (month: number, year: number, nowMs: number) => {
    const now = new Date(nowMs)
    return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

const holderOf = (value: unknown) => {
    if (typeof value !== 'string' || !value.trim())
        throw invalidCard('The following properties were missing from your request: paymentCard.holder')
    const holder = value.trim()
    if (holder.length > MAX_HOLDER || CONTROL_CHARACTERS.test(holder))
        throw invalidCard(`paymentCard.holder must be at most ${MAX_HOLDER} printable characters.`)
    // A holder field is no place for a card number; refusing it keeps numbers out of the database entirely.
    if (/\d{12,}/.test(holder.replace(/[\s-]/g, ''))) throw invalidCard('paymentCard.holder is not valid.')
    return holder
}

const cardTypeOf = (value: unknown, digits: string | undefined) => {
    if (typeof value === 'string' && value.trim()) {
        const brand = BRANDS[value.trim().toLowerCase()]
        if (!brand) throw invalidCard('paymentCard.cardType must be Visa, Mastercard, Amex or Discover.')
        return brand
    }
    const detected = digits ? brandOfNumber(digits) : undefined
    if (!detected)
        throw invalidCard('The following properties were missing from your request: paymentCard.cardType')
    return detected
}

const validFromOf = (monthValue: unknown, yearValue: unknown) => {
    const validFromMonth = integer(monthValue, 'validFromMonth')
    const validFromYear = integer(yearValue, 'validFromYear')
    if (validFromMonth < 1 || validFromMonth > 12 || validFromYear < 1990 || validFromYear > 2100)
        throw invalidCard('paymentCard.validFromMonth and validFromYear do not form a valid date.')
    return {validFromMonth, validFromYear}
}

export const parseCard = (value: unknown, nowMs: number): SavedCard => {
    if (!isObject(value))
        throw invalidCard('The following properties were missing from your request: paymentCard')
    const {digits, lastDigits, length} = lastDigitsOf(value)
    const validFrom =
        value.validFromMonth !== undefined && value.validFromYear !== undefined
            ? validFromOf(value.validFromMonth, value.validFromYear)
            : {}
    return {
        cardType: cardTypeOf(value.cardType, digits),
        holder: holderOf(value.holder),
        ...expiryOf(value, nowMs),
        maskedNumber: `${'*'.repeat(length - 4)}${lastDigits}`,
        numberLastDigits: lastDigits,
        ...validFrom
    }
}
