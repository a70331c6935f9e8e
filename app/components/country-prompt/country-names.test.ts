import {COUNTRIES} from '../../region/countries/country-lookup'
import {countryInSentence} from './country-names'
import {inCountryPhrase} from './country-phrases'

describe('countryInSentence: a country as the prompt’s sentences take it', () => {
    test.each([
        // English: the article where English uses one, the bare name before 'store'.
        ['GB', 'en-GB', 'in', 'the United Kingdom'],
        ['US', 'en-US', 'in', 'the United States'],
        ['FR', 'en-GB', 'in', 'France'],
        ['US', 'en-GB', 'store', 'United States'],
        // French: preposition and article fused, by gender and number.
        ['GB', 'fr-FR', 'in', 'au Royaume-Uni'],
        ['US', 'fr-FR', 'in', 'aux États-Unis'],
        ['FR', 'fr-FR', 'in', 'en France'],
        ['IE', 'fr-FR', 'in', 'en Irlande'],
        ['IT', 'fr-FR', 'in', 'en Italie'],
        ['JP', 'fr-FR', 'in', 'au Japon'],
        ['CN', 'fr-FR', 'in', 'en Chine'],
        ['AU', 'fr-FR', 'in', 'en Australie'],
        ['DE', 'fr-FR', 'in', 'en Allemagne'],
        ['NL', 'fr-FR', 'in', 'aux Pays-Bas'],
        ['CA', 'fr-FR', 'in', 'au Canada'],
        ['MX', 'fr-FR', 'in', 'au Mexique'],
        ['IL', 'fr-FR', 'in', 'en Israël'],
        ['CY', 'fr-FR', 'in', 'à Chypre'],
        ['HK', 'fr-FR', 'in', 'à Hong Kong'],
        ['GB', 'fr-FR', 'store', 'du Royaume-Uni'],
        ['US', 'fr-FR', 'store', 'des États-Unis'],
        ['AU', 'fr-FR', 'store', 'd’Australie'],
        // Italian: bare 'in' for most, articled for the plural and compound names, 'a' for islands.
        ['GB', 'it-IT', 'in', 'nel Regno Unito'],
        ['US', 'it-IT', 'in', 'negli Stati Uniti'],
        ['FR', 'it-IT', 'in', 'in Francia'],
        ['IT', 'it-IT', 'in', 'in Italia'],
        ['JP', 'it-IT', 'in', 'in Giappone'],
        ['CN', 'it-IT', 'in', 'in Cina'],
        ['AU', 'it-IT', 'in', 'in Australia'],
        ['IE', 'it-IT', 'in', 'in Irlanda'],
        ['NL', 'it-IT', 'in', 'nei Paesi Bassi'],
        ['PH', 'it-IT', 'in', 'nelle Filippine'],
        ['MT', 'it-IT', 'in', 'a Malta'],
        ['GB', 'it-IT', 'store', 'del Regno Unito'],
        ['US', 'it-IT', 'store', 'degli Stati Uniti'],
        ['AU', 'it-IT', 'store', 'dell’Australia'],
        // Japanese and Chinese: the plain name; the message carries the particle.
        ['GB', 'ja-JP', 'in', 'イギリス'],
        ['US', 'ja-JP', 'store', 'アメリカ合衆国'],
        ['FR', 'zh-CN', 'in', '法国'],
        ['GB', 'zh-CN', 'store', '英国']
    ] as const)('%s in %s (%s): %s', (code, locale, role, expected) => {
        expect(countryInSentence(code, locale, role)).toBe(expected)
    })

    test('lower-case codes read the same', () => {
        expect(countryInSentence('gb', 'fr-FR')).toBe('au Royaume-Uni')
    })

    test.each(['fr', 'it'] as const)(
        'every country of the country table has a written-out %s phrase',
        (language) => {
            const guessed = COUNTRIES.filter((country) =>
                inCountryPhrase(language, country.code, '\u0000').includes('\u0000')
            ).map((country) => country.code)
            expect(guessed).toEqual([])
        }
    )

    test.each([
        ['fr', 'Atlantide', 'en Atlantide'],
        ['fr', 'Oz', 'en Oz'],
        ['fr', 'Groland', 'au Groland'],
        ['it', 'Atlantide', 'in Atlantide']
    ] as const)(
        'a country outside the table still gets a preposition (%s %s: %s)',
        (language, name, expected) => {
            expect(inCountryPhrase(language, 'QZ', name)).toBe(expected)
        }
    )
})
