import {shopFinderCountry} from './shop-finder-country'

const OFFERED = ['GB', 'IE', 'FR', 'IT', 'DE', 'NL', 'US', 'AU']

describe('shopFinderCountry: the shop finder starts in the shopper’s country', () => {
    test.each([
        // [case, site country, locale, ?country=, saved country, expected]
        [
            'a French page on the EU site: France, not the site’s code (Ireland)',
            'IE',
            'fr-FR',
            null,
            null,
            'FR'
        ],
        ['an Italian page on the EU site: Italy', 'IE', 'it-IT', null, null, 'IT'],
        ['an English page on the EU site: the site’s country', 'IE', 'en-GB', null, null, 'IE'],
        ['the GB site in English: the UK', 'GB', 'en-GB', null, null, 'GB'],
        ['a Japanese page on the GB site: the UK (no shops in Japan)', 'GB', 'ja-JP', null, null, 'GB'],
        ['a Chinese page on the GB site: the UK (no shops in China)', 'GB', 'zh-CN', null, null, 'GB'],
        ['the US site: the US', 'US', 'en-US', null, null, 'US'],
        ['the AU site in British English: Australia', 'AU', 'en-GB', null, null, 'AU'],
        [
            'the saved country wins over the language: a Dutch shopper on the French page',
            'IE',
            'fr-FR',
            null,
            'NL',
            'NL'
        ],
        ['a saved German shopper reading Italian', 'IE', 'it-IT', null, 'de', 'DE'],
        ['a saved country with no shops falls back to the language', 'IE', 'fr-FR', null, 'AT', 'FR'],
        ['a saved country this site does not serve is ignored', 'IE', 'fr-FR', null, 'GB', 'FR'],
        [
            'the EU store chosen in the prompt (saved IE) is not a country: the language decides',
            'IE',
            'fr-FR',
            null,
            'IE',
            'FR'
        ],
        ['… and with an English page that is still the site’s country', 'IE', 'en-GB', null, 'IE', 'IE'],
        ['a country in the URL wins (a shared search link)', 'IE', 'fr-FR', 'nl', 'DE', 'NL'],
        ['a URL country the finder does not list is ignored', 'IE', 'fr-FR', 'ES', null, 'FR'],
        ['UK in the URL is GB', 'GB', 'en-GB', 'uk', null, 'GB'],
        ['a bare language tag: the site’s country', 'IE', 'fr', null, null, 'IE']
    ])('%s', (_case, siteCountry, locale, requested, saved, expected) => {
        expect(shopFinderCountry({offered: OFFERED, siteCountry, locale, requested, saved})).toBe(expected)
    })

    test('a site whose country the finder does not list starts at the first listed country', () => {
        expect(shopFinderCountry({offered: ['GB', 'IE'], siteCountry: 'AU', locale: 'en-GB'})).toBe('GB')
    })
})
