import {englishCountryName} from '../../region/countries/country-names'
import {inCountryPhrase, phraseLanguage, storeOfPhrase} from './country-phrases'

/** A country's name in the page's language (the browser's region names), else the country table's name. */
export const countryName = (code: string, locale: string): string => {
    try {
        const name = new Intl.DisplayNames([locale], {type: 'region'}).of(code.toUpperCase())
        if (name && name !== code.toUpperCase()) return name
    } catch {
        // Older browsers lack region names; the table's English name is the fallback.
    }
    return englishCountryName(code) ?? code
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

/** Where the prompt's messages put the country: after "you're in" / "Shop in", or before "store". */
type CountryRole = 'in' | 'store'

/**
 * A country as the prompt's messages take it ({country} in 'Looks like you're in {country}', 'Shop in
 * {country}', 'Continue on the {country} store'). English adds the article for the countries named with it,
 * and before "store" the name stands alone ('the United States store'). French and Italian fuse the
 * preposition with the article ('au Royaume-Uni', 'nel Regno Unito', 'du Royaume-Uni'), so their messages
 * leave the preposition to this phrase. Japanese and Chinese take the plain name.
 */
export const countryInSentence = (code: string, locale: string, role: CountryRole = 'in'): string => {
    const name = countryName(code, locale)
    const language = phraseLanguage(locale)
    if (language)
        return role === 'in' ? inCountryPhrase(language, code, name) : storeOfPhrase(language, code, name)
    return role === 'in' && /^en\b/i.test(locale) && WITH_ARTICLE_IN_ENGLISH.has(code.toUpperCase())
        ? `the ${name}`
        : name
}
