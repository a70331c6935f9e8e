/** A day in the shopper's calendar, free of time zones. Months are 1-12. */
export interface CalendarDate {
    year: number
    month: number
    day: number
}

export const isRealDate = ({year, month, day}: CalendarDate): boolean => {
    if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
    if (month < 1 || month > 12 || day < 1) return false
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The shopper's today, read from an injected clock in local time. */
export const calendarDateOf = (now: Date): CalendarDate => ({
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate()
})

/** Orders two dates: negative when a is earlier. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
    a.year - b.year || a.month - b.month || a.day - b.day

/** The same day one year later; 29 February becomes 1 March in a non-leap year. */
export const oneYearAfter = ({year, month, day}: CalendarDate): CalendarDate => {
    const next = new Date(Date.UTC(year + 1, month - 1, day))
    return {year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate()}
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** YYYY-MM-DD, as the basket's c_deliveryDate and the customer-data date_of_birth expect. */
export const toIsoDate = ({year, month, day}: CalendarDate): string =>
    `${pad(year, 4)}-${pad(month)}-${pad(day)}`

export type DayMonthOrder = 'day-first' | 'month-first'

/** "format MM/dd/yyyy for US locale, dd/MM/yyyy otherwise" (and the same order for birthdays). */
export const dayMonthOrderFor = (locale: string | undefined): DayMonthOrder =>
    locale === 'en-US' ? 'month-first' : 'day-first'

/** Reads dd/MM/yyyy or MM/dd/yyyy strictly (two-digit day and month, four-digit year, real date). */
export const parseSlashedDate = (
    text: string | null | undefined,
    order: DayMonthOrder
): CalendarDate | undefined => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim())
    if (!match) return undefined
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
    const date =
        order === 'month-first' ? {year, month: first, day: second} : {year, month: second, day: first}
    return isRealDate(date) ? date : undefined
}

export const formatSlashedDate = ({year, month, day}: CalendarDate, order: DayMonthOrder): string =>
    order === 'month-first'
        ? `${pad(month)}/${pad(day)}/${pad(year, 4)}`
        : `${pad(day)}/${pad(month)}/${pad(year, 4)}`
