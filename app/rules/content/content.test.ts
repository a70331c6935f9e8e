import {contentPageKey, isRestrictedToUk, regionalContentKeys, signUpContentKey} from './content-keys'
import {canonicalPath} from '../../region/seo'
import {chooseContentVariation} from './content-variation'
import {countdownParts, secondsRemaining} from './countdown'
import {
    columnsUseCarousel,
    deviceForWidth,
    showCarouselArrows,
    stripeMode,
    visibleStripeMessages,
    type ColumnLayoutInput
} from './layout-rules'

describe('column layout carousel (spec 001 §2.6)', () => {
    test.each<[string, ColumnLayoutInput, boolean]>([
        ['"mobile with carousel"', {isMobile: true, carousel: true, sitsOnPlp: false, columnCount: 1}, true],
        [
            '"on a PLP more than 2 columns on mobile" (3)',
            {isMobile: true, carousel: false, sitsOnPlp: true, columnCount: 3},
            true
        ],
        [
            'on a PLP 2 columns on mobile',
            {isMobile: true, carousel: false, sitsOnPlp: true, columnCount: 2},
            false
        ],
        [
            '"or more than 5 on desktop" (6)',
            {isMobile: false, carousel: false, sitsOnPlp: true, columnCount: 6},
            true
        ],
        [
            'on a PLP 5 columns on desktop',
            {isMobile: false, carousel: true, sitsOnPlp: true, columnCount: 5},
            false
        ],
        [
            '"off a PLP more than 3 columns with carousel on desktop" (4)',
            {isMobile: false, carousel: true, sitsOnPlp: false, columnCount: 4},
            true
        ],
        [
            'off a PLP 3 columns with carousel',
            {isMobile: false, carousel: true, sitsOnPlp: false, columnCount: 3},
            false
        ],
        [
            '"or more than 4 without carousel" (5)',
            {isMobile: false, carousel: false, sitsOnPlp: false, columnCount: 5},
            true
        ],
        [
            'off a PLP 4 columns without carousel',
            {isMobile: false, carousel: false, sitsOnPlp: false, columnCount: 4},
            false
        ],
        [
            'off a PLP on mobile without carousel',
            {isMobile: true, carousel: false, sitsOnPlp: false, columnCount: 9},
            false
        ]
    ])('%s → %s', (_name, input, carousel) => {
        expect(columnsUseCarousel(input)).toBe(carousel)
    })
})

describe('site stripe (spec 001 §2.6)', () => {
    const messages = [{text: 'Free delivery'}, {text: 'Summer sale', hideOnHomepage: true}]
    test.each([
        ['/', ['Free delivery']],
        ['/us', ['Free delivery']],
        ['/eu/fr-FR/', ['Free delivery']],
        ['/shop', ['Free delivery', 'Summer sale']]
    ])('"Hidden when hideOnHomepage is set and the path is a country root": %s', (path, texts) => {
        expect(visibleStripeMessages(messages, path).map((m) => m.text)).toEqual(texts)
    })

    test('"several messages auto-scroll slowly and snap, a single message is static"', () => {
        expect([0, 1, 2, 5].map(stripeMode)).toEqual(['none', 'static', 'scrolling', 'scrolling'])
        expect(visibleStripeMessages(undefined, '/')).toEqual([])
    })

    test('carousel arrows, header scroll and breakpoints (spec 001 §2.3, §9)', () => {
        expect(showCarouselArrows(3, true)).toBe(true)
        expect(showCarouselArrows(2, true)).toBe(false)
        expect(showCarouselArrows(3, false)).toBe(false)
        expect(showCarouselArrows(4, false)).toBe(true)
        expect([767, 768, 1112, 1113].map(deviceForWidth)).toEqual(['mobile', 'tablet', 'tablet', 'desktop'])
    })
})

describe('countdown (spec 001 §4.5)', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    test.each([
        ['2026-06-01T00:00:10.900Z', 10],
        ['2026-06-01T00:00:00Z', 0],
        ['2026-05-31T00:00:00Z', 0],
        [Date.parse('2026-06-02T00:00:00Z'), 86400],
        [new Date('2026-06-01T01:00:00Z'), 3600],
        ['not a date', 0],
        ['', 0],
        [undefined, 0]
    ])('"whole seconds remaining to the target date ... floor zero": %j → %s', (target, seconds) => {
        expect(secondsRemaining(target, now)).toBe(seconds)
    })

    test.each([
        [0, {hours: '00', minutes: '00', seconds: '00'}],
        [59, {hours: '00', minutes: '00', seconds: '59'}],
        [3661, {hours: '01', minutes: '01', seconds: '01'}],
        [86400, {hours: '24', minutes: '00', seconds: '00'}],
        [86401, {days: 1, hours: '00', minutes: '00', seconds: '01'}],
        [2 * 86400 + 5 * 3600 + 7, {days: 2, hours: '05', minutes: '00', seconds: '07'}],
        [-5, {hours: '00', minutes: '00', seconds: '00'}],
        [Number.NaN, {hours: '00', minutes: '00', seconds: '00'}]
    ])(
        '"hours, minutes, seconds with two digits, plus a day count only when over 24 hours": %s',
        (seconds, parts) => {
            expect(countdownParts(seconds)).toEqual(parts)
        }
    )
})

describe('content variation by customer group (spec 001 §4.5)', () => {
    const block = {
        default: 'everyone',
        variations: [
            {sfCustomerGroup: [{id: 'MKT_SBINSIDERS', name: 'Insiders'}], content: 'insiders'},
            {sfCustomerGroup: [{id: 'Students'}], content: 'students'},
            {sfCustomerGroup: [{id: 'Empty'}]}
        ]
    }
    test.each([
        [['MKT_SBINSIDERS'], undefined, 'insiders'],
        [['Everyone', 'Students'], undefined, 'students'],
        [['Insiders'], undefined, 'insiders'],
        [['Nobody'], undefined, 'everyone'],
        [['Empty'], undefined, 'everyone'],
        [[], undefined, 'everyone'],
        // "in preview a chosen preview group selects that group's variation"
        [['MKT_SBINSIDERS'], 'Students', 'students'],
        [['MKT_SBINSIDERS'], 'Nobody', 'everyone']
    ])('groups %j, preview %s → %s', (groups, preview, content) => {
        expect(chooseContentVariation(block, groups, preview)).toBe(content)
    })

    test('a block without variations shows its default', () => {
        expect(chooseContentVariation({default: 1}, ['x'])).toBe(1)
        expect(chooseContentVariation({}, ['x'])).toBeUndefined()
    })
})

describe('content keys (spec 001 §2.5)', () => {
    test.each([
        ['/cookies.html', 'cookies'],
        ['/us/cookies.html', 'us/cookies'],
        ['/delivery-returns.html', 'delivery-returns'],
        ['/eu/fr-FR/delivery-returns.html', 'eu/delivery-returns'],
        // "accessibility and security-privacy map to us/ keys"
        ['/accessibility.html', 'us/accessibility'],
        ['/eu/security-privacy.html', 'us/security-privacy'],
        // "the au terms-and-conditions page maps to terms-and-conditions"
        ['/au/terms-and-conditions', 'terms-and-conditions'],
        ['/us/terms-and-conditions', 'us/terms-and-conditions'],
        // "the wholesale terms page maps to us/"
        ['/Terms-conditions-wholesale.html', 'us/Terms-conditions-wholesale'],
        ['/content/our-fabrics?x=1', 'content/our-fabrics']
    ])('"key is the path with .html removed": %s → %s', (path, key) => {
        expect(contentPageKey(path)).toBe(key)
    })

    test.each([
        ['/student-discount', 'GB', ['student-discount', 'row/student-discount']],
        ['/us/student-discount', 'US', ['us/student-discount', 'row/student-discount']],
        ['/eu/it-IT/student-discount', 'IE', ['eu/student-discount', 'row/student-discount']],
        ['/au/responsibility/our-planet', 'AU', ['au/our-planet', 'row/our-planet']]
    ] as const)(
        '"key {country}/{last path segment}, falling back to row/{segment}; GB uses an empty country prefix and IE uses eu": %s',
        (path, country, keys) => {
            expect(regionalContentKeys(path, country)).toEqual(keys)
        }
    )

    test.each([
        ['/sign-up/early-access', 'sign-up/early-access', '/sign-up/early-access'],
        ['/us/strava-challenge', 'us/strava-challenge', '/strava-challenge'],
        ['/au/rphm', 'au/rphm', '/rphm'],
        ['/eu/fr-FR/customersurvey', 'eu/customersurvey', '/customersurvey']
    ])(
        '"the content key is the path minus its leading slash; locale prefixes au, eu, us are stripped for the canonical path": %s',
        (path, key, canonical) => {
            expect(signUpContentKey(path)).toBe(key)
            expect(canonicalPath(path)).toBe(canonical)
        }
    )

    test('"Pages flagged UK-only show not-found to visitors outside GB"', () => {
        expect(isRestrictedToUk(true, 'US')).toBe(true)
        expect(isRestrictedToUk(true, 'GB')).toBe(false)
        expect(isRestrictedToUk(false, 'US')).toBe(false)
        expect(isRestrictedToUk(undefined, 'AU')).toBe(false)
    })
})
