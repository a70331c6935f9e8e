import {ApiError} from '../../core/errors'
import {
    brandOf,
    type CardBrand,
    isExpired,
    luhnValid,
    maskNumber,
    normaliseBrand,
    securityCodeValid
} from './cards'

/**
 * Reads card data from a payment instrument request in any of the shapes the storefront sends: a
 * `paymentCard`/`payment_card` object (with a full `number` when it is a new card), or the payment provider's
 * state data (`c_adyenStateData`, or `c_adyenEncrypted*` fields). The provider's test convention of
 * unencrypted values prefixed with `test_` is what the sandbox understands. Full numbers and security codes
 * only live in memory for the authorisation; what is returned for storage is brand and last digits.
 */
export interface FullCard {
    number: string
    brand: CardBrand
    expirationMonth: number
    expirationYear: number
    securityCode?: string
    holder?: string
}

export interface MaskedCard {
    cardType: string
    holder?: string
    maskedNumber: string
    numberLastDigits: string
    expirationMonth?: number
    expirationYear?: number
}

export const cardError = (detail: string, errorType = 'invalid-payment-card') =>
    new ApiError(400, errorType, 'Invalid Payment Card', detail)

const record = (value: unknown): Record<string, unknown> | undefined =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined

const text = (value: unknown, max = 100): string | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' && typeof value !== 'number')
        throw cardError('Card fields must be strings or numbers.')
    const result = String(value).trim()
    if (result.length > max) throw cardError('A card field is too long.')
    return result || undefined
}

const unwrapTest = (value: string | undefined) => value?.replace(/^test_/, '')

const stateData = (body: Record<string, unknown>): Record<string, unknown> | undefined => {
    const raw = body.c_adyenStateData ?? body.c_stateData
    if (raw === undefined || raw === null) return undefined
    if (typeof raw === 'string') {
        if (raw.length > 20000) throw cardError('The payment state data is too large.')
        try {
            return record(JSON.parse(raw))
        } catch {
            throw cardError('The payment state data is not valid JSON.')
        }
    }
    return record(raw)
}

const cardObject = (body: Record<string, unknown>) => record(body.paymentCard ?? body.payment_card) ?? {}

const numberField = (value: string | undefined, label: string, min: number, max: number) => {
    if (value === undefined) return undefined
    const number = Number(value)
    if (!Number.isInteger(number) || number < min || number > max)
        throw cardError(`The card ${label} is not valid.`)
    return number
}

/** The full card in the request, if one is given (a new card); validated against `now`. */
export const fullCardOf = (body: Record<string, unknown>, now: number): FullCard | undefined => {
    const card = cardObject(body)
    const state = record(stateData(body)?.paymentMethod)
    const number = (
        unwrapTest(text(state?.encryptedCardNumber, 40)) ??
        unwrapTest(text(body.c_adyenEncryptedCardNumber, 40)) ??
        text(card.number, 40)
    )?.replace(/[\s-]/g, '')
    if (!number) return undefined
    if (!luhnValid(number)) throw cardError('The card number is not valid.')
    const brand = brandOf(number)
    if (!brand)
        throw cardError('This card type is not accepted. Use Visa, Mastercard, American Express or Discover.')
    const month = numberField(
        unwrapTest(text(state?.encryptedExpiryMonth, 10)) ??
            unwrapTest(text(body.c_adyenEncryptedExpiryMonth, 10)) ??
            text(card.expirationMonth ?? card.expiration_month, 10),
        'expiry month',
        1,
        12
    )
    let year = numberField(
        unwrapTest(text(state?.encryptedExpiryYear, 10)) ??
            unwrapTest(text(body.c_adyenEncryptedExpiryYear, 10)) ??
            text(card.expirationYear ?? card.expiration_year, 10),
        'expiry year',
        0,
        2100
    )
    if (month === undefined || year === undefined) throw cardError('The card expiry date is missing.')
    if (year < 100) year += 2000
    if (isExpired(month, year, now)) throw cardError('The card has expired.', 'credit-card-expired')
    const securityCode =
        unwrapTest(text(state?.encryptedSecurityCode, 10)) ??
        unwrapTest(text(body.c_adyenEncryptedSecurityCode, 10)) ??
        text(card.securityCode ?? card.security_code, 10)
    if (securityCode !== undefined && !securityCodeValid(brand, securityCode)) {
        throw cardError(
            brand === 'American Express'
                ? 'The security code must be 4 digits for American Express.'
                : 'The security code must be 3 digits.'
        )
    }
    const holder = text(state?.holderName, 80) ?? text(card.holder, 80)
    return {
        number,
        brand,
        expirationMonth: month,
        expirationYear: year,
        ...(securityCode ? {securityCode} : {}),
        ...(holder ? {holder} : {})
    }
}

export const maskFullCard = (card: FullCard): MaskedCard => ({
    cardType: card.brand,
    ...(card.holder ? {holder: card.holder} : {}),
    maskedNumber: maskNumber(card.number.slice(-4), card.number.length),
    numberLastDigits: card.number.slice(-4),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear
})

/** The masked card a request describes without a full number (RRA sends `maskedNumber` only). */
export const maskedCardOf = (body: Record<string, unknown>): MaskedCard | undefined => {
    const card = cardObject(body)
    const masked = text(card.maskedNumber ?? card.masked_number, 40)
    const lastDigits =
        text(card.numberLastDigits ?? card.number_last_digits, 4) ?? masked?.match(/(\d{4})$/)?.[1]
    if (!lastDigits || !/^\d{4}$/.test(lastDigits)) return undefined
    const brand = normaliseBrand(text(card.cardType ?? card.card_type, 40))
    if (!brand)
        throw cardError('This card type is not accepted. Use Visa, Mastercard, American Express or Discover.')
    const month = numberField(text(card.expirationMonth ?? card.expiration_month, 10), 'expiry month', 1, 12)
    const rawYear = numberField(text(card.expirationYear ?? card.expiration_year, 10), 'expiry year', 0, 2100)
    const year = rawYear !== undefined && rawYear < 100 ? rawYear + 2000 : rawYear
    const holder = text(card.holder, 80)
    return {
        cardType: brand,
        ...(holder ? {holder} : {}),
        maskedNumber: maskNumber(lastDigits, masked && masked.length >= 12 ? masked.length : 16),
        numberLastDigits: lastDigits,
        ...(month !== undefined ? {expirationMonth: month} : {}),
        ...(year !== undefined ? {expirationYear: year} : {})
    }
}

/** Custom attributes that may carry card data: never stored. */
export const isSensitiveAttribute = (key: string) =>
    /statedata|encrypted|cardnumber|securitycode|cvc|cvv|pares|payload/i.test(key)
