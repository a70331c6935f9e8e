import {testConfig} from '../../test-utils/config'
import {languageName, localeForSite, regionSwitchUrl} from './region-switch'

const site = (alias: string) => {
    const found = testConfig.app.sites.find((candidate) => candidate.alias === alias)
    if (!found) throw new Error(alias)
    return found
}
const locale = (alias: string, id: string) =>
    site(alias).l10n.supportedLocales.find((candidate) => candidate.id === id)

describe('regionSwitchUrl: the same page on the chosen site and language', () => {
    test.each([
        ['/shop/bottoms/leggings', '', 'us', undefined, '/us/shop/bottoms/leggings'],
        [
            '/shop/bottoms/leggings',
            '?refine=c_size=S',
            'eu',
            'fr-FR',
            '/eu/fr-FR/shop/bottoms/leggings?refine=c_size=S'
        ],
        ['/eu/fr-FR/shop/bottoms/leggings', '?q=a', 'gb', 'en-GB', '/shop/bottoms/leggings?q=a'],
        ['/eu/it-IT/', '', 'eu', 'en-GB', '/eu'],
        ['/us', '', 'gb', 'ja-JP', '/ja-JP'],
        ['/', '', 'au', undefined, '/au'],
        ['/zh-CN/cart', '', 'au', 'en-GB', '/au/cart']
    ])('%s%s -> %s %s = %s', (pathname, search, alias, localeId, expected) => {
        const target = site(alias)
        expect(
            regionSwitchUrl(
                {pathname, search},
                target,
                localeId ? locale(alias, localeId) : undefined,
                testConfig
            )
        ).toBe(expected)
    })
})

describe('localeForSite', () => {
    test.each([
        ['eu', 'fr-FR', 'fr-FR'],
        ['gb', 'fr-FR', 'en-GB'],
        ['us', 'en-GB', 'en-US'],
        ['gb', 'ja-JP', 'ja-JP']
    ])('%s with %s offers %s', (alias, preferred, expected) => {
        expect(localeForSite(site(alias), preferred).id).toBe(expected)
    })
})

test.each([
    ['en-GB', 'English'],
    ['en-US', 'English'],
    ['fr-FR', 'Français'],
    ['it-IT', 'Italiano'],
    ['zh-CN', '中文'],
    ['ja-JP', '日本語']
])('%s is named %s in itself', (id, name) => {
    expect(languageName(id)).toBe(name)
})
