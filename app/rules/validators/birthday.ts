import {dayMonthOrderFor, toIsoDate, type CalendarDate} from './calendar-date'
import {VALIDATION_MESSAGES} from './messages'
import {isBlank, type Validator} from './validator'

/** "Limits: ... birthday digits 8; birth year minimum 1900" (spec 001 §9). */
export const BIRTHDAY_MAX_DIGITS = 8
export const BIRTH_YEAR_MIN = 1900

/** "numeric with automatic slashes, at most 8 digits": what the field shows as the shopper types. */
export const autoSlashBirthday = (input: string): string => {
    const digits = input.replace(/\D/g, '').slice(0, BIRTHDAY_MAX_DIGITS)
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/')
}

/** Reads a birthday in the locale's order ("DD/MM/YYYY, or MM/DD/YYYY for en-US"; the field's hint is
 * use-date-format-hint.ts), checking only the spec's ranges (day 1-31, month 1-12, year 1900
 * to the current year). */
export const parseBirthday = (
    text: string | null | undefined,
    locale: string | undefined,
    now: Date
): CalendarDate | undefined => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim())
    if (!match) return undefined
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
    const monthFirst = dayMonthOrderFor(locale) === 'month-first'
    const day = monthFirst ? second : first
    const month = monthFirst ? first : second
    const valid =
        day >= 1 &&
        day <= 31 &&
        month >= 1 &&
        month <= 12 &&
        year >= BIRTH_YEAR_MIN &&
        year <= now.getFullYear()
    return valid ? {year, month, day} : undefined
}

/** "message 'Enter valid date of birth' in the matching format"; an optional field may stay empty. */
export const birthdayValidator =
    (locale: string | undefined, now: Date, mandatory = true): Validator =>
    (value) => {
        if (isBlank(value)) return mandatory ? VALIDATION_MESSAGES.invalidDateOfBirth : true
        return parseBirthday(value, locale, now) ? true : VALIDATION_MESSAGES.invalidDateOfBirth
    }

/** "date_of_birth YYYY-MM-DD" for the customer-data platform. */
export const birthdayToIso = (text: string, locale: string | undefined, now: Date): string | undefined => {
    const date = parseBirthday(text, locale, now)
    return date ? toIsoDate(date) : undefined
}

/** "The insiders date-of-birth check must match a year 19xx or 20xx pattern"; "the insiders date-of-birth
 * call needs both email and dob" (spec 001 §5.1, §5.3). */
export const canSendInsidersDob = (
    email: string | null | undefined,
    dob: string | null | undefined
): boolean => !isBlank(email) && !isBlank(dob) && /(^|\D)(19|20)\d{2}($|\D)/.test(dob ?? '')
