import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {loginGuest, loginRegistered, SLAS_TEST_MODULES} from '../slas/testing'
import {shellControllersModule} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, catalogModule, shellControllersModule]})
})
afterAll(() => running.stop())

const controller = (
    endpoint: string,
    query: Record<string, string> = {},
    site = 'vela-gb',
    locale = 'en_GB'
) =>
    `${running.origin}/on/demandware.store/Sites-${site}-Site/${locale}/${endpoint}?${new URLSearchParams(
        query
    ).toString()}`

const USID = '7f1d3b2a-0c4e-4e7a-9d55-1234567890ab'

describe('controller URLs', () => {
    test.each([
        ['an unknown site', 'Sites-vela-xx-Site/en_GB'],
        ['a malformed site segment', 'vela-gb/en_GB'],
        ['a locale the site does not serve', 'Sites-vela-us-Site/fr_FR'],
        ['a hyphenated locale', 'Sites-vela-gb-Site/en-GB']
    ])('%s is a 404 in the platform shape', async (_name, segments) => {
        const res = await fetch(`${running.origin}/on/demandware.store/${segments}/PWA-GetCountry`)
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({
            type: expect.stringContaining('/errors/'),
            title: expect.any(String),
            detail: expect.any(String)
        })
    })

    test("'default' stands for the site's default locale", async () => {
        expect((await fetch(controller('PWA-GetCountry', {}, 'vela-eu', 'default'))).status).toBe(200)
    })
})

describe('PWA-SetContext and PWA-UpdateContext', () => {
    test('store the context per usid and answer with a token', async () => {
        const res = await fetch(
            controller('PWA-SetContext', {
                glCountry: 'fr',
                glCurrency: 'eur',
                uuid: USID,
                src: 'newsletter',
                sourceCode: 'SPRING',
                isWebView: 'false',
                effectiveDateTime: '2025-03-01T00:00:00Z',
                mergeBasketUUID: 'abc',
                c_ignored: 'x'
            })
        )
        expect(res.status).toBe(200)
        const body = await res.json()
        expect(body).toMatchObject({
            success: true,
            token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
            usid: USID,
            siteId: 'vela-gb',
            context: {
                country: 'FR',
                currency: 'EUR',
                src: 'newsletter',
                sourceCode: 'SPRING',
                isWebView: false
            }
        })
        const update = await (
            await fetch(controller('PWA-UpdateContext', {glCountry: 'DE', glCurrency: 'EUR', uuid: USID}))
        ).json()
        expect(update).toMatchObject({
            success: true,
            customerGroups: ['Everyone', 'Unregistered'],
            context: {country: 'DE', currency: 'EUR', sourceCode: 'SPRING'}
        })
        expect(running.sandbox.ctx.db.prepare('SELECT COUNT(*) AS n FROM controller_contexts').get()).toEqual(
            {n: 1}
        )
    })

    test.each([
        ['no uuid', {glCountry: 'GB'}, /uuid/],
        ['a malformed uuid', {uuid: 'x y'}, /uuid/],
        ['a malformed country', {uuid: USID, glCountry: 'GBR'}, /glCountry/],
        ['a malformed currency', {uuid: USID, glCurrency: 'POUND'}, /glCurrency/],
        ['a malformed isWebView', {uuid: USID, isWebView: 'yes'}, /isWebView/],
        ['a malformed date', {uuid: USID, effectiveDateTime: 'tomorrow'}, /effectiveDateTime/]
    ])('%s is a 400', async (_name, query, detail) => {
        const res = await fetch(controller('PWA-SetContext', query))
        expect(res.status).toBe(400)
        expect((await res.json()).detail).toMatch(detail)
    })
})

describe('PWA-GetCustomerGroups', () => {
    const groups = async (token?: string) => {
        const res = await fetch(controller('PWA-GetCustomerGroups', {src: 'login'}), {
            headers: token ? {authorization: `Bearer ${token}`} : {}
        })
        expect(res.status).toBe(200)
        return res.json()
    }

    test('guests (with, without or with a broken token) are Everyone and Unregistered', async () => {
        const expected = {sfGroups: ['Everyone', 'Unregistered'], dlGroups: ['Unregistered']}
        expect(await groups()).toEqual(expected)
        expect(await groups('broken')).toEqual(expected)
        expect(await groups((await loginGuest(running.origin)).access_token)).toEqual(expected)
    })

    test('registered shoppers add Registered; insiders MKT_SBINSIDERS', async () => {
        const alex = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        expect(await groups(alex.access_token)).toEqual({
            sfGroups: ['Everyone', 'Registered'],
            dlGroups: ['Registered']
        })
        const sam = await loginRegistered(running.origin, 'sam.taylor@example.com', 'VelaInsider#2024')
        expect(await groups(sam.access_token)).toEqual({
            sfGroups: ['Everyone', 'Registered', 'MKT_SBINSIDERS'],
            dlGroups: ['Registered', 'MKT_SBINSIDERS']
        })
    })
})

describe('PWA-GetPreferences', () => {
    test('returns per-site preferences with a public reCAPTCHA site key', async () => {
        const gb = await (await fetch(controller('PWA-GetPreferences'))).json()
        expect(gb).toMatchObject({
            enableAfterpay: true,
            apSupportedCountriesCodes: ['GB'],
            apPromoMessagingEnable: true,
            apDisplayCheckoutInfo: true,
            apDisplayPdpInfo: true,
            googleCaptchaSiteSecretV3: expect.any(String),
            isAppExclusiveEnabled: false,
            giftCardAllowedCountries: expect.arrayContaining(['GB']),
            internationalCheckoutCountries: expect.arrayContaining(['CH'])
        })
        const eu = await (await fetch(controller('PWA-GetPreferences', {}, 'vela-eu', 'fr_FR'))).json()
        expect(eu).toMatchObject({
            enableAfterpay: false,
            giftCardAllowedCountries: expect.arrayContaining(['IE'])
        })
    })
})

describe('PWA-GetPreferences badge rules', () => {
    interface Rules {
        addList: {id: string; label: string}[]
        replaceList: {id: string; search: string; label: string}[]
    }
    const rulesOf = async (site: string, locale: string) =>
        (
            (await (await fetch(controller('PWA-GetPreferences', {}, site, locale))).json()) as {
                productBadgeRules: Rules
            }
        ).productBadgeRules
    const labels = (rules: Rules) => ({
        add: Object.fromEntries(rules.addList.map((rule) => [rule.id, rule.label])),
        replace: Object.fromEntries(rules.replaceList.map((rule) => [rule.id, [rule.search, rule.label]]))
    })

    // A replace rule's search is in the locale too: it has to match the product's own badge, served localised.
    test.each([
        ['vela-gb', 'en_GB', 'Low Stock', 'Limited Edition', ['Sale', 'Last Chance'], ['New', 'Just Landed']],
        ['vela-us', 'en_US', 'Low Stock', 'Limited Edition', ['Sale', 'Last Chance'], ['New', 'Just Landed']],
        [
            'vela-eu',
            'fr_FR',
            'Stock limité',
            'Édition limitée',
            ['Soldes', 'Dernière chance'],
            ['Nouveau', 'Tout juste arrivé']
        ],
        [
            'vela-eu',
            'it_IT',
            'Ultimi pezzi',
            'Edizione limitata',
            ['Saldi', 'Ultima occasione'],
            ['Novità', 'Appena arrivato']
        ],
        ['vela-gb', 'ja_JP', '残りわずか', '限定版', ['セール', 'ラストチャンス'], ['新着', '入荷したて']],
        ['vela-gb', 'zh_CN', '库存紧张', '限量版', ['特惠', '最后机会'], ['新品', '新鲜到货']]
    ])('%s %s: labels in the locale asked for', async (site, locale, lowStock, limited, sale, fresh) => {
        const rules = labels(await rulesOf(site, locale))
        expect(rules.add).toMatchObject({'low-stock': lowStock, 'limited-edition': limited})
        expect(rules.replace).toEqual({'sale-last-chance': sale, 'new-just-landed': fresh})
    })

    test('the same rules in every locale, only the words differ', async () => {
        const english = await rulesOf('vela-eu', 'en_GB')
        const french = await rulesOf('vela-eu', 'fr_FR')
        const shape = (rules: Rules) => ({
            add: rules.addList.map(({label: _label, ...rest}) => rest),
            replace: rules.replaceList.map(({label: _label, search: _search, ...rest}) => rest)
        })
        expect(english.addList.length).toBeGreaterThan(0)
        expect(shape(french)).toEqual(shape(english))
    })
})

describe('PWA-GetCountry and /ip-address', () => {
    test('loopback clients are in GB', async () => {
        expect(await (await fetch(controller('PWA-GetCountry'))).json()).toEqual({country: 'GB'})
    })

    test('tests can force a country by header or cookie; malformed overrides are ignored', async () => {
        const byHeader = await fetch(controller('PWA-GetCountry'), {headers: {'x-sandbox-country': 'us'}})
        expect(await byHeader.json()).toEqual({country: 'US'})
        const byCookie = await fetch(controller('PWA-GetCountry'), {
            headers: {cookie: 'a=1; sandbox_country=AU'}
        })
        expect(await byCookie.json()).toEqual({country: 'AU'})
        const malformed = await fetch(controller('PWA-GetCountry'), {
            headers: {'x-sandbox-country': 'Narnia'}
        })
        expect(await malformed.json()).toEqual({country: 'GB'})
    })

    test('/ip-address echoes the client address', async () => {
        expect(await (await fetch(`${running.origin}/ip-address`)).json()).toEqual({ip: '127.0.0.1'})
        const proxied = await fetch(`${running.origin}/ip-address`, {
            headers: {'x-forwarded-for': '203.0.113.7, 10.0.0.1'}
        })
        expect(await proxied.json()).toEqual({ip: '203.0.113.7'})
    })
})

describe('PWA-GetContentAssetsJSON', () => {
    test('returns the HTML of known assets and leaves unknown ones out', async () => {
        const res = await fetch(
            controller('PWA-GetContentAssetsJSON', {contentAssetsIDs: 'checkout-terms, gift-card-terms,nope'})
        )
        expect(res.status).toBe(200)
        const {assets} = await res.json()
        expect(Object.keys(assets).sort()).toEqual(['checkout-terms', 'gift-card-terms'])
        expect(assets['checkout-terms']).toContain('<p>')
    })

    test.each([
        ['no ids', {}],
        ['only commas', {contentAssetsIDs: ',,'}],
        ['an invalid id', {contentAssetsIDs: '<script>'}]
    ])('%s is a 400', async (_name, query) => {
        expect((await fetch(controller('PWA-GetContentAssetsJSON', query))).status).toBe(400)
    })
})
