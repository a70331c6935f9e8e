import {
    appBridgeConsentMessage,
    DEFAULT_ACTIVE_GROUPS,
    dwapupreqValue,
    isFeatureAllowed,
    isScrollLocked,
    parseActiveGroups,
    shouldSendPageView
} from './consent'
import {
    dismissForAYear,
    isPopupEligible,
    matchesUrlRule,
    miniNotificationNext,
    popupDelayMs,
    welcomeInitOnOpen,
    welcomeOnClose,
    type PopupEligibilityInput
} from './popups'
import {
    countsAsScarcityPageLoad,
    fillAmount,
    isScarcityPopupShown,
    scarcitySaving,
    SCARCITY_AFTER_CLOSE,
    type ScarcityInput
} from './scarcity'

describe('welcome popup cookies (spec 001 §4.4)', () => {
    test('"an init cookie goes from absent to 1, then 2 on a later open"', () => {
        expect(welcomeInitOnOpen(undefined)).toEqual({cookie: 'init', value: '1', days: 365})
        expect(welcomeInitOnOpen('1')).toEqual({cookie: 'init', value: '2', days: 365})
        expect(welcomeInitOnOpen('2')).toEqual({cookie: 'init', value: '2', days: 365})
    })

    test('"On close, if init is 2 the dismissed cookie is set for 365 days, else the shown cookie for 1 day"', () => {
        expect(welcomeOnClose('2')).toEqual({cookie: 'dismissed', value: '1', days: 365})
        expect(welcomeOnClose('1')).toEqual({cookie: 'shown', value: '1', days: 1})
        expect(welcomeOnClose(undefined)).toEqual({cookie: 'shown', value: '1', days: 1})
    })

    test('"Submit sets dismissed for 365 days"', () => {
        expect(dismissForAYear()).toEqual({cookie: 'dismissed', value: '1', days: 365})
    })
})

describe('popup eligibility (spec 001 §4.4)', () => {
    const base: PopupEligibilityInput = {
        cookies: {consent: 'yes'},
        dismissedCookies: ['welcomeDismissed'],
        shownCookie: 'welcomeShown',
        rules: {
            url: '/shop',
            urlType: 'contains',
            pageCount: 2,
            cookiesToCheckExist: ['consent'],
            cookiesToCheckDontExist: ['insider']
        },
        currentUrl: '/shop/leggings',
        pageCount: 2
    }
    test.each<[string, Partial<PopupEligibilityInput>, boolean]>([
        ['all rules pass', {}, true],
        [
            '"its dismissed cookies are absent" — present',
            {cookies: {consent: 'yes', welcomeDismissed: '1'}},
            false
        ],
        ['"the shown cookie is not set" — set', {cookies: {consent: 'yes', welcomeShown: '1'}}, false],
        ['"the configured cookies exist" — missing', {cookies: {}}, false],
        ['"or are absent as listed" — present', {cookies: {consent: 'yes', insider: '1'}}, false],
        ['"the URL rule (contains ...)" — no match', {currentUrl: '/cart'}, false],
        ['"the page-count rule" — too few', {pageCount: 1}, false],
        ['an empty cookie counts as absent', {cookies: {consent: 'yes', welcomeDismissed: ''}}, true]
    ])('%s → %s', (_name, change, eligible) => {
        expect(isPopupEligible({...base, ...change})).toBe(eligible)
    })

    test.each([
        ['/shop/leggings?x=1', {url: '/shop', urlType: 'contains' as const}, true],
        ['/SHOP', {url: '/shop', urlType: 'contains' as const}, true],
        ['/shop/', {url: '/shop', urlType: 'exact' as const}, true],
        ['/shop?src=x', {url: '/shop', urlType: 'exact' as const}, true],
        ['/shop/leggings', {url: '/shop', urlType: 'exact' as const}, false],
        ['/anything', {}, true],
        ['/', {url: '/', urlType: 'exact' as const}, true]
    ])('URL rule: %s with %j → %s', (url, rules, matches) => {
        expect(matchesUrlRule(url, rules)).toBe(matches)
    })

    test.each([
        [3, 3000],
        ['2.5', 2500],
        [0, 0],
        [-1, 0],
        ['soon', 0],
        [undefined, 0]
    ])('"popup delay = popupDelay x 1000 ms": %j → %s', (delay, ms) => {
        expect(popupDelayMs(delay)).toBe(ms)
    })

    test.each([
        ['modal', 'close', 'button', true],
        ['button', 'click', 'modal', false],
        ['modal', 'remove', 'removed', false],
        ['button', 'remove', 'removed', false],
        ['removed', 'click', 'removed', false],
        ['button', 'close', 'button', false]
    ] as const)('mini notification %s + %s → %s (store flag %s)', (state, event, next, storeFlag) => {
        expect(miniNotificationNext(state, event)).toEqual({state: next, storeFlag})
    })
})

describe('scarcity popups (spec 001 §4.4)', () => {
    test.each([
        ['/shop', '', true],
        ['/shop', '?basket=show', false],
        ['/checkout', '', false],
        ['/us/checkout-delivery', 'stage=shipping', false],
        ['/cart', 'basket=hide', true]
    ])('"ignoring checkout pages and pages with basket=show": %s%s → %s', (path, query, counted) => {
        expect(countsAsScarcityPageLoad(path, query)).toBe(counted)
    })

    const base: ScarcityInput = {
        variant: 'savings',
        basketExists: true,
        basketOpen: false,
        closedBefore: false,
        pageCount: 3,
        pageViews: 3,
        saving: 20,
        threshold: 15
    }
    test.each<[string, Partial<ScarcityInput>, boolean]>([
        ['all conditions', {}, true],
        ['"the basket exists" — no', {basketExists: false}, false],
        ['"the basket is not open" — open', {basketOpen: true}, false],
        ['"the popup was not closed before" — closed', {closedBefore: true}, false],
        ['"the page count is at least pageViews" — below', {pageCount: 2}, false],
        [
            '"Savings variants also need the computed saving to reach the threshold" — below',
            {saving: 10},
            false
        ],
        ['saving equal to the threshold', {saving: 15}, true],
        ['mini savings below the threshold', {variant: 'mini-savings', saving: 1}, false],
        ['personalised needs no saving', {variant: 'personalised', saving: undefined}, true],
        ['no saving at all', {saving: 0, threshold: 0}, false]
    ])('%s → %s', (_name, change, shown) => {
        expect(isScarcityPopupShown({...base, ...change})).toBe(shown)
    })

    test('"Scarcity saving = sum of standard (or current) prices minus subtotal and adjustments"', () => {
        const lines = [{price: 30, standardPrice: 45, quantity: 2}, {price: 20}]
        expect(scarcitySaving(lines, 80)).toBe(30)
        expect(scarcitySaving(lines, 80, -10)).toBe(40)
        expect(scarcitySaving([], 0)).toBe(0)
        expect(scarcitySaving([{price: 0.1}, {price: 0.2}], 0.1)).toBe(0.2)
    })

    test('"On CTA or close the counter resets to 0 and a \'closed\' flag is stored"; heading placeholder', () => {
        expect(SCARCITY_AFTER_CLOSE).toEqual({pageCount: 0, closed: true})
        expect(fillAmount('You save {0} today', '£20.00')).toBe('You save £20.00 today')
    })
})

describe('consent (spec 001 §4.3)', () => {
    test.each([
        [',C0001,C0003,', ['C0001', 'C0003']],
        ['C0001,C0002,C0002', ['C0001', 'C0002']],
        ['', ['C0001']],
        [undefined, ['C0001']],
        ['<script>,C9', ['C0001']]
    ])('"Active groups default to the essential group C0001": %j → %j', (value, groups) => {
        expect(parseActiveGroups(value)).toEqual(groups)
    })

    test.each([
        ['analytics', ['C0001', 'C0002'], true],
        ['analytics', DEFAULT_ACTIVE_GROUPS, false],
        ['personalisation', ['C0003'], true],
        ['customerData', ['C0003'], true],
        ['personalisationService', ['C0002'], false],
        ['marketing', ['C0004'], true],
        ['social', ['C0004'], false]
    ] as const)('%s with %j → %s', (feature, groups, allowed) => {
        expect(isFeatureAllowed(feature, groups)).toBe(allowed)
    })

    test("\"told 'acceptedCookies' with the group list, or 'rejectedCookies' if only essential groups remain\"", () => {
        expect(appBridgeConsentMessage(['C0001', 'C0002'])).toEqual({
            type: 'acceptedCookies',
            groups: ['C0001', 'C0002']
        })
        expect(appBridgeConsentMessage(['C0001'])).toEqual({type: 'rejectedCookies'})
        expect(appBridgeConsentMessage([])).toEqual({type: 'rejectedCookies'})
    })

    test.each([
        [false, false, false, true],
        [true, false, false, true],
        [true, true, false, false],
        [false, false, true, false]
    ])(
        '"Page scroll is locked until the banner is closed and valid (unless in storefront preview)": closed %s, valid %s, preview %s → %s',
        (closed, valid, preview, locked) => {
            expect(isScrollLocked(closed, valid, preview)).toBe(locked)
        }
    )

    test('"dwapupreq is set to a random number 1 to 100"', () => {
        expect([0, 0.004, 0.5, 0.999999, 1].map(dwapupreqValue)).toEqual([1, 1, 51, 100, 100])
    })

    test.each([
        [['C0001', 'C0002'], '/shop', false, true],
        [['C0001'], '/shop', false, false],
        [['C0002'], '/checkout/confirmation/1', false, false],
        [['C0002'], '/shop', true, false]
    ])(
        'page view "once per page load, only with analytics consent and not on the confirmation page": %j %s sent %s → %s',
        (groups, path, sent, send) => {
            expect(shouldSendPageView(groups, path, sent)).toBe(send)
        }
    )
})
