import {calendarDateOf, dayMonthOrderFor, formatSlashedDate} from '../../rules/validators'

/** Today in the locale's delivery date format (the form's default: the card is sent today). */
export const todayFor = (locale: string, now: Date): string =>
    formatSlashedDate(calendarDateOf(now), dayMonthOrderFor(locale))

/** A line's c_deliveryDate (YYYY-MM-DD) in the locale's format, for editing. */
export const fromIsoDate = (iso: string | undefined, locale: string): string => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
    if (!match) return ''
    return formatSlashedDate(
        {year: Number(match[1]), month: Number(match[2]), day: Number(match[3])},
        dayMonthOrderFor(locale)
    )
}

/** Typing help: digits only, slashes inserted after the day and month (at most 8 digits). */
export const withSlashes = (typed: string): string => {
    const digits = typed.replace(/\D/g, '').slice(0, 8)
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/')
}
