import type {SiteCountry} from '../region/types'
import {contentKeysForPath, type ContentKeyRule} from './route-keys'

/**
 * Every row of sandbox/seed/content/route-keys.ts (the seed's contract), on every site: the keys the
 * storefront asks for must be the keys the CMS holds. Written out rather than imported, so a change on
 * either side shows up here as a reviewed diff.
 */
type Site = 'gb' | 'us' | 'eu' | 'au'
type Keys = Record<Site, string[]>

const SITES: {site: Site; prefix: string; country: SiteCountry}[] = [
    {site: 'gb', prefix: '', country: 'GB'},
    {site: 'us', prefix: '/us', country: 'US'},
    {site: 'eu', prefix: '/eu', country: 'IE'},
    {site: 'au', prefix: '/au', country: 'AU'}
]

/** The seed's 'path' rule: the same name under each site's key prefix. */
const underEverySite = (name: string): Keys => ({
    gb: [name],
    us: [`us/${name}`],
    eu: [`eu/${name}`],
    au: [`au/${name}`]
})

/** The seed's 'us-only' rule. */
const usOnly = (name: string): Keys => ({
    gb: [`us/${name}`],
    us: [`us/${name}`],
    eu: [`us/${name}`],
    au: [`us/${name}`]
})

/** The seed's 'regional' rule. */
const regional = (segment: string): Keys => ({
    gb: [segment, `row/${segment}`],
    us: [`us/${segment}`, `row/${segment}`],
    eu: [`eu/${segment}`, `row/${segment}`],
    au: [`au/${segment}`, `row/${segment}`]
})

const ROWS: [route: string, path: string, rule: ContentKeyRule, keys: Keys][] = [
    // The home page builds its key itself (app/pages/home); the path rule agrees.
    ['/', '/home', 'path', underEverySite('home')],
    ['/cms-test-page', '/cms-test-page', 'path', underEverySite('cms-test-page')],
    ['/landing/{deliverykey}', '/landing/summer-edit', 'path', underEverySite('landing/summer-edit')],
    [
        '/landing/{deliverykey}',
        '/landing/studio-to-street',
        'path',
        underEverySite('landing/studio-to-street')
    ],
    [
        '/shop/underwear/sports-bras/power-icon-bras',
        '/shop/underwear/sports-bras/power-icon-bras',
        'path',
        underEverySite('shop/underwear/sports-bras/power-icon-bras')
    ],
    [
        '/shop/bottoms/leggings/leggings-quiz',
        '/shop/bottoms/leggings/leggings-quiz',
        'path',
        underEverySite('shop/bottoms/leggings/leggings-quiz')
    ],
    [
        '/shop/underwear/sports-bras/bra-quiz',
        '/shop/underwear/sports-bras/bra-quiz',
        'path',
        underEverySite('shop/underwear/sports-bras/bra-quiz')
    ],
    ['/testing/{deliverykey}', '/testing/new-hero-layout', 'path', underEverySite('testing/new-hero-layout')],
    ['/student-discount', '/student-discount', 'path', underEverySite('student-discount')],
    ['/sb-insiders', '/sb-insiders', 'path', underEverySite('sb-insiders')],
    ['/activity', '/activity', 'path', underEverySite('activity')],
    ['/about-us/our-story', '/about-us/our-story', 'path', underEverySite('about-us/our-story')],
    ['/about-us/our-founder', '/about-us/our-founder', 'path', underEverySite('about-us/our-founder')],
    ['/responsibility', '/responsibility', 'path', underEverySite('responsibility')],
    [
        '/responsibility/our-planet',
        '/responsibility/our-planet',
        'path',
        underEverySite('responsibility/our-planet')
    ],
    [
        '/responsibility/our-people',
        '/responsibility/our-people',
        'path',
        underEverySite('responsibility/our-people')
    ],
    [
        '/content/landing/{deliverykey}',
        '/content/landing/run-club',
        'path',
        underEverySite('content/landing/run-club')
    ],
    ['/content/{deliverykey}', '/content/fabric-guide', 'path', underEverySite('content/fabric-guide')],
    ['/exclusive-offers', '/exclusive-offers', 'path', underEverySite('exclusive-offers')],
    [
        '/shop/landing/{deliverykey}',
        '/shop/landing/the-leggings-edit',
        'path',
        underEverySite('shop/landing/the-leggings-edit')
    ],
    [
        '/sets-builder/{deliverykey}',
        '/sets-builder/matching-sets',
        'path',
        underEverySite('sets-builder/matching-sets')
    ],
    ['/sportedbyyou', '/sportedbyyou', 'path', underEverySite('sportedbyyou')],
    [
        '/student-discount/student-beans',
        '/student-discount/student-beans',
        'regional',
        regional('student-beans')
    ],
    ['/student-discount/unidays', '/student-discount/unidays', 'regional', regional('unidays')],
    ['/refer-a-friend', '/refer-a-friend', 'regional', regional('refer-a-friend')],
    ['/sign-up/{deliveryKey}', '/sign-up/newsletter', 'sign-up', underEverySite('sign-up/newsletter')],
    [
        '/sign-up/{deliveryKey}',
        '/sign-up/london-run-club',
        'sign-up',
        underEverySite('sign-up/london-run-club')
    ],
    ['/strava-challenge', '/strava-challenge', 'sign-up', underEverySite('strava-challenge')],
    ['/rphm', '/rphm', 'sign-up', underEverySite('rphm')],
    ['/customersurvey', '/customersurvey', 'sign-up', underEverySite('customersurvey')],
    ['/cookies.html', '/cookies.html', 'path', underEverySite('cookies')],
    ['/delivery-returns.html', '/delivery-returns.html', 'path', underEverySite('delivery-returns')],
    [
        '/terms-and-conditions',
        '/terms-and-conditions',
        'path',
        {
            gb: ['terms-and-conditions'],
            us: ['us/terms-and-conditions'],
            eu: ['eu/terms-and-conditions'],
            au: ['terms-and-conditions']
        }
    ],
    [
        '/Terms-conditions-wholesale.html',
        '/Terms-conditions-wholesale.html',
        'path',
        usOnly('Terms-conditions-wholesale')
    ],
    ['/security-privacy.html', '/security-privacy.html', 'path', usOnly('security-privacy')],
    ['/accessibility.html', '/accessibility.html', 'path', usOnly('accessibility')],
    ['/affiliates.html', '/affiliates.html', 'path', underEverySite('affiliates')],
    [
        '/anti-human-trafficking-statement',
        '/anti-human-trafficking-statement',
        'path',
        underEverySite('anti-human-trafficking-statement')
    ],
    [
        '/transparency-in-supply-chain',
        '/transparency-in-supply-chain',
        'path',
        underEverySite('transparency-in-supply-chain')
    ],
    ['/careers', '/careers', 'path', underEverySite('careers')],
    [
        '/shop/underwear/sports-bras/bra-measurement-guide',
        '/shop/underwear/sports-bras/bra-measurement-guide',
        'path',
        underEverySite('shop/underwear/sports-bras/bra-measurement-guide')
    ],
    ['/size-guide', '/size-guide', 'path', underEverySite('size-guide')]
]

describe('content keys per route and site (seed contract, spec 001 §2.5)', () => {
    const cases = ROWS.flatMap(([route, path, rule, keys]) =>
        SITES.map(({site, prefix, country}) => ({
            route,
            url: prefix + path,
            rule,
            country,
            expected: keys[site]
        }))
    )

    test.each(cases)('$route at $url ($rule) reads $expected', ({url, rule, country, expected}) => {
        expect(contentKeysForPath(url, country, rule)).toEqual(expected)
    })

    test('covers every row of the seed table on all four sites', () => {
        expect(ROWS).toHaveLength(42)
        expect(cases).toHaveLength(42 * 4)
    })
})

describe('locale segments never reach the key', () => {
    test.each([
        ['/eu/fr-FR/cookies.html', 'IE', 'path', ['eu/cookies']],
        ['/zh-CN/terms-and-conditions', 'GB', 'path', ['terms-and-conditions']],
        ['/au/en-GB/terms-and-conditions', 'AU', 'path', ['terms-and-conditions']],
        ['/eu/it-IT/accessibility.html', 'IE', 'path', ['us/accessibility']],
        ['/us/en-US/sign-up/newsletter', 'US', 'sign-up', ['us/sign-up/newsletter']],
        ['/eu/fr-FR/refer-a-friend', 'IE', 'regional', ['eu/refer-a-friend', 'row/refer-a-friend']],
        ['/ja-JP/student-discount/unidays', 'GB', 'regional', ['unidays', 'row/unidays']]
    ] as const)('%s', (url, country, rule, expected) => {
        expect(contentKeysForPath(url, country, rule)).toEqual(expected)
    })
})
