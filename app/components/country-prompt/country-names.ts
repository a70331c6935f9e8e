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

// Countries whose English names take the definite article ("in the United States", "in the Netherlands").
const WITH_ARTICLE_IN_ENGLISH = new Set([
    'AE',
    'BS',
    'CD',
    'CF',
    'CG',
    'DO',
    'FK',
    'FO',
    'GB',
    'GM',
    'KM',
    'KY',
    'MH',
    'MV',
    'NL',
    'PH',
    'SB',
    'SC',
    'TC',
    'US',
    'VG',
    'VI'
])

/**
 * A country's name as it reads inside a sentence ('Looks like you're in {country}'): English takes the
 * article for the countries named with it; other languages get the plain name, as their messages expect.
 */
export const countryInSentence = (code: string, locale: string): string => {
    const name = countryName(code, locale)
    return /^en\b/i.test(locale) && WITH_ARTICLE_IN_ENGLISH.has(code.toUpperCase()) ? `the ${name}` : name
}
