/**
 * Which content key each CMS-driven route reads, per site (spec 001 §2.1 and §2.5). This table is the
 * contract between the seed and the storefront: seed.test.ts checks every row resolves, and the README
 * documents the rules. Keys are tried in order; the first that exists wins (regional pages fall back to `row/`).
 */
import {keyPrefix, SITE_CODES, type SiteCode} from './sites'

export type KeyRule =
    /** Path without leading slash and `.html`, under the site prefix. */
    | 'path'
    /** Every site reads the `us/` item (accessibility, security-privacy, wholesale terms). */
    | 'us-only'
    /** Terms: AU reads GB's `terms-and-conditions`. */
    | 'terms'
    /** `{country}/{last segment}` (GB: no prefix, EU: `eu/`), then `row/{last segment}`. */
    | 'regional'

export interface RouteKeyRow {
    /** The route as the route table writes it. */
    route: string
    /** A concrete path the seed serves for that route. */
    path: string
    rule: KeyRule
}

export const ROUTE_KEY_ROWS: RouteKeyRow[] = [
    {route: '/', path: '/home', rule: 'path'},
    {route: '/cms-test-page', path: '/cms-test-page', rule: 'path'},
    {route: '/landing/{deliverykey}', path: '/landing/summer-edit', rule: 'path'},
    {route: '/landing/{deliverykey}', path: '/landing/studio-to-street', rule: 'path'},
    {
        route: '/shop/underwear/sports-bras/power-icon-bras',
        path: '/shop/underwear/sports-bras/power-icon-bras',
        rule: 'path'
    },
    {
        route: '/shop/bottoms/leggings/leggings-quiz',
        path: '/shop/bottoms/leggings/leggings-quiz',
        rule: 'path'
    },
    {
        route: '/shop/underwear/sports-bras/bra-quiz',
        path: '/shop/underwear/sports-bras/bra-quiz',
        rule: 'path'
    },
    {route: '/testing/{deliverykey}', path: '/testing/new-hero-layout', rule: 'path'},
    {route: '/student-discount', path: '/student-discount', rule: 'path'},
    {route: '/sb-insiders', path: '/sb-insiders', rule: 'path'},
    {route: '/activity', path: '/activity', rule: 'path'},
    {route: '/about-us/our-story', path: '/about-us/our-story', rule: 'path'},
    {route: '/about-us/our-founder', path: '/about-us/our-founder', rule: 'path'},
    {route: '/responsibility', path: '/responsibility', rule: 'path'},
    {route: '/responsibility/our-planet', path: '/responsibility/our-planet', rule: 'path'},
    {route: '/responsibility/our-people', path: '/responsibility/our-people', rule: 'path'},
    {route: '/content/landing/{deliverykey}', path: '/content/landing/run-club', rule: 'path'},
    {route: '/content/{deliverykey}', path: '/content/fabric-guide', rule: 'path'},
    {route: '/exclusive-offers', path: '/exclusive-offers', rule: 'path'},
    {route: '/shop/landing/{deliverykey}', path: '/shop/landing/the-leggings-edit', rule: 'path'},
    {route: '/sets-builder/{deliverykey}', path: '/sets-builder/matching-sets', rule: 'path'},
    {route: '/sportedbyyou', path: '/sportedbyyou', rule: 'path'},
    {route: '/student-discount/student-beans', path: '/student-discount/student-beans', rule: 'regional'},
    {route: '/student-discount/unidays', path: '/student-discount/unidays', rule: 'regional'},
    {route: '/refer-a-friend', path: '/refer-a-friend', rule: 'regional'},
    {route: '/sign-up/{deliveryKey}', path: '/sign-up/newsletter', rule: 'path'},
    {route: '/sign-up/{deliveryKey}', path: '/sign-up/london-run-club', rule: 'path'},
    {route: '/strava-challenge', path: '/strava-challenge', rule: 'path'},
    {route: '/rphm', path: '/rphm', rule: 'path'},
    {route: '/customersurvey', path: '/customersurvey', rule: 'path'},
    {route: '/cookies.html', path: '/cookies.html', rule: 'path'},
    {route: '/delivery-returns.html', path: '/delivery-returns.html', rule: 'path'},
    {route: '/terms-and-conditions', path: '/terms-and-conditions', rule: 'terms'},
    {route: '/Terms-conditions-wholesale.html', path: '/Terms-conditions-wholesale.html', rule: 'us-only'},
    {route: '/security-privacy.html', path: '/security-privacy.html', rule: 'us-only'},
    {route: '/accessibility.html', path: '/accessibility.html', rule: 'us-only'},
    {route: '/affiliates.html', path: '/affiliates.html', rule: 'path'},
    {route: '/anti-human-trafficking-statement', path: '/anti-human-trafficking-statement', rule: 'path'},
    {route: '/transparency-in-supply-chain', path: '/transparency-in-supply-chain', rule: 'path'},
    {route: '/careers', path: '/careers', rule: 'path'},
    {
        route: '/shop/underwear/sports-bras/bra-measurement-guide',
        path: '/shop/underwear/sports-bras/bra-measurement-guide',
        rule: 'path'
    },
    {route: '/size-guide', path: '/size-guide', rule: 'path'}
]

/** Shell items every page reads: site prefix + name. Category content uses `category/{categoryId}`. */
export const SHELL_KEYS = [
    'site-stripe',
    'menu/desktop',
    'menu/mobile',
    'footer',
    'basket-threshold-banner',
    'delivery-options',
    'delivery-returns-message',
    'popups/welcome',
    'popups/insiders',
    'popups/rphm',
    'popups/insiders-offer',
    'popups/scarcity-personalised',
    'popups/scarcity-savings',
    'popups/scarcity-mini-savings',
    'sign-up/welcome',
    'sign-up/insiders',
    'sign-up/rphm-popup',
    'category/leggings'
]

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** The keys a site tries for a path (already stripped of its site prefix), in order. */
export const contentKeysFor = (site: SiteCode, path: string, rule: KeyRule): string[] => {
    const name = path.replace(/^\//, '').replace(/\.html$/, '')
    switch (rule) {
        case 'path':
            return [keyPrefix(site) + name]
        case 'us-only':
            return [`us/${name}`]
        case 'terms':
            return [site === 'au' ? name : keyPrefix(site) + name]
        case 'regional':
            return [keyPrefix(site) + lastSegment(name), `row/${lastSegment(name)}`]
    }
}

export const allRouteKeys = () =>
    ROUTE_KEY_ROWS.flatMap((row) =>
        SITE_CODES.map((site) => ({...row, site, keys: contentKeysFor(site, row.path, row.rule)}))
    )
