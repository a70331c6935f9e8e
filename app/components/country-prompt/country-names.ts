import {countryByCode} from '../../region/countries/country-lookup'

/** A country's name in the page's language (the browser's region names), else the country table's name. */
export const countryName = (code: string, locale: string): string => {
    try {
        const name = new Intl.DisplayNames([locale], {type: 'region'}).of(code.toUpperCase())
        if (name && name !== code.toUpperCase()) return name
    } catch {
        // Older browsers lack region names; the table's English name is the fallback.
    }
    return countryByCode(code)?.name ?? code
}
