import {
    cardNumberLength,
    detectCardBrand,
    digitsOnly,
    formatCardNumber,
    splitCardExpiry,
    type CardBrand
} from '../../rules/account'
import {required, type Validator} from '../../rules/validators'

/** Card-form wording (the spec words none of these; the project's own). */
export const CARD_MESSAGES = {
    invalidNumber: 'Please enter a valid card number.',
    unsupportedBrand: 'We accept Visa, Mastercard, American Express and Discover.',
    invalidExpiry: 'Please enter a valid expiry date (MM/YY).',
    expired: 'This card has expired.',
    invalidSecurityCode: 'Please enter a valid security code.'
} as const

/** As typed: digits only, grouped per brand, cut at the brand's length (spec 001 §5.1). */
export const formatCardNumberInput = (value: string): string => {
    const digits = digitsOnly(value)
    return formatCardNumber(digits.slice(0, cardNumberLength(detectCardBrand(digits))))
}

/** As typed: "MM/YY", the slash added after the month. */
export const formatExpiryInput = (value: string): string => {
    const digits = digitsOnly(value).slice(0, 4)
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export const securityCodeLength = (brand: CardBrand | undefined) => (brand === 'American Express' ? 4 : 3)

export const formatSecurityCodeInput = (value: string, brand: CardBrand | undefined) =>
    digitsOnly(value).slice(0, securityCodeLength(brand))

const luhn = (digits: string) => {
    let sum = 0
    for (let index = 0; index < digits.length; index += 1) {
        let digit = Number(digits[digits.length - 1 - index])
        if (index % 2 === 1) {
            digit *= 2
            if (digit > 9) digit -= 9
        }
        sum += digit
    }
    return sum % 10 === 0
}

export const validateCardNumber: Validator = (value) => {
    const missing = required()(value)
    if (missing !== true) return missing
    const digits = digitsOnly(value)
    const brand = detectCardBrand(digits)
    if (!brand) return CARD_MESSAGES.unsupportedBrand
    return digits.length === cardNumberLength(brand) && luhn(digits) ? true : CARD_MESSAGES.invalidNumber
}

/** A "MM/YY" expiry in the future (valid through the end of its month). */
export const cardExpiryValidator =
    (now: Date = new Date()): Validator =>
    (value) => {
        const missing = required()(value)
        if (missing !== true) return missing
        const expiry = splitCardExpiry(value)
        if (!expiry) return CARD_MESSAGES.invalidExpiry
        const current = now.getFullYear() * 12 + now.getMonth()
        return expiry.year * 12 + (expiry.month - 1) >= current ? true : CARD_MESSAGES.expired
    }

export const securityCodeValidator =
    (brand: CardBrand | undefined): Validator =>
    (value) => {
        const missing = required()(value)
        if (missing !== true) return missing
        return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test((value ?? '').trim())
            ? true
            : CARD_MESSAGES.invalidSecurityCode
    }
