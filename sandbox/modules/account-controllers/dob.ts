import {badRequest} from '../../core/errors'

/**
 * A date of birth as the sign-up forms send it: `YYYY-MM-DD`, or as typed, `DD/MM/YYYY` (`MM/DD/YYYY` for
 * US shoppers). "The insiders date-of-birth check must match a year 19xx or 20xx pattern" (spec 001 §5.3).
 * Returns the ISO date.
 */
export const parseDob = (value: string, country: string | undefined, todayIso: string): string => {
    let parts: [number, number, number] | undefined
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    const typed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
    if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    else if (typed && country === 'US') parts = [Number(typed[3]), Number(typed[1]), Number(typed[2])]
    else if (typed) parts = [Number(typed[3]), Number(typed[2]), Number(typed[1])]
    if (!parts) throw badRequest("The field 'dob' must be a date (YYYY-MM-DD or as typed in the form).")
    const [year, month, day] = parts
    const date = new Date(Date.UTC(year, month - 1, day))
    const real =
        date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    if (!real || !/^(19|20)\d{2}$/.test(String(year)))
        throw badRequest("The field 'dob' is not a valid date.")
    const result = date.toISOString().slice(0, 10)
    if (result > todayIso) throw badRequest("The field 'dob' cannot be in the future.")
    return result
}
