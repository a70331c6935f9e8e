import {
    compareDates,
    calendarDateOf,
    dayMonthOrderFor,
    oneYearAfter,
    parseSlashedDate,
    toIsoDate,
    type CalendarDate
} from './calendar-date'
import {isValidEmail} from './email'
import {maxLengthMessage, VALIDATION_MESSAGES} from './messages'
import {allOf, characterCount, isBlank, matches, maxLength, required, type Validator} from './validator'

/** "Limits: gift message 250; names 40" (spec 001 §9). */
export const GIFT_CARD_NAME_MAX = 40
export const GIFT_MESSAGE_MAX = 250

/** "letters, digits, spaces, underscores only" (spec 001 §5.2); letters include accented ones. */
export const GIFT_CARD_NAME_PATTERN = /^[\p{L}\p{M}\d _]+$/u

const requiredGiftCard = required(VALIDATION_MESSAGES.requiredGiftCard)

/** Recipient name and sender name. */
export const validateGiftCardName: Validator = allOf(
    requiredGiftCard,
    maxLength(GIFT_CARD_NAME_MAX),
    matches(GIFT_CARD_NAME_PATTERN, VALIDATION_MESSAGES.invalidCharacters)
)

/** "Recipient email: required, valid ('Please enter a valid email address.')" */
export const validateGiftCardEmail: Validator = (value) => {
    if (isBlank(value)) return VALIDATION_MESSAGES.requiredGiftCard
    return isValidEmail(value) ? true : VALIDATION_MESSAGES.invalidEmail
}

/** "Message: optional, at most 250." */
export const validateGiftMessage: Validator = (value) =>
    characterCount(value ?? '') <= GIFT_MESSAGE_MAX ? true : maxLengthMessage(GIFT_MESSAGE_MAX)

/** "input beyond is ignored": the message as the field keeps it. */
export const clampGiftMessage = (value: string): string =>
    Array.from(value).slice(0, GIFT_MESSAGE_MAX).join('')

/** "format MM/dd/yyyy for US locale, dd/MM/yyyy otherwise" */
export const parseDeliveryDate = (
    text: string | null | undefined,
    locale: string | undefined
): CalendarDate | undefined => parseSlashedDate(text, dayMonthOrderFor(locale))

/** "between today and less than one year ahead" */
export const isDeliveryDateInRange = (date: CalendarDate, now: Date): boolean => {
    const today = calendarDateOf(now)
    return compareDates(date, today) >= 0 && compareDates(date, oneYearAfter(today)) < 0
}

/** "Delivery date: required; between today and less than one year ahead" in the locale's format. */
export const deliveryDateValidator =
    (locale: string | undefined, now: Date): Validator =>
    (value) => {
        if (isBlank(value)) return VALIDATION_MESSAGES.requiredGiftCard
        const date = parseDeliveryDate(value, locale)
        return date && isDeliveryDateInRange(date, now) ? true : VALIDATION_MESSAGES.invalidDeliveryDate
    }

/** The basket's c_deliveryDate (YYYY-MM-DD) for a date typed in the locale's format. */
export const basketDeliveryDate = (text: string, locale: string | undefined): string | undefined => {
    const date = parseDeliveryDate(text, locale)
    return date ? toIsoDate(date) : undefined
}
