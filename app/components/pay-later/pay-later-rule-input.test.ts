import {isPayLaterShown} from '../../rules/price/pay-later'
import {payLaterClientId, payLaterInput, payLaterLocale} from './pay-later-rule-input'

const preferences = {
    enableAfterpay: true,
    apSupportedCountriesCodes: ['AU', 'NZ'],
    apPromoMessagingEnable: true,
    apDisplayPdpInfo: true,
    apDisplayCheckoutInfo: false
}

describe('pay-later inputs from the site preferences (spec 000 §9, 001 §3.3, §4.5)', () => {
    test.each([
        ['en-GB', 'AU', 'en-AU'],
        ['en-US', 'US', 'en-US'],
        ['zh-CN', 'GB', 'zh-GB'],
        ['fr-FR', 'IE', 'fr-IE']
    ])('a shopper in %s on the %s site is %s', (locale, country, expected) => {
        expect(payLaterLocale(locale, country)).toBe(expected)
    })

    test.each([
        ['pdp', 'en-AU', 'AU', true],
        ['basket', 'en-AU', 'AU', false],
        ['pdp', 'en-AU', 'GB', false],
        ['pdp', 'zh-AU', 'AU', false]
    ] as const)('%s for %s in %s: %s', (context, locale, country, shown) => {
        expect(isPayLaterShown(payLaterInput(preferences, context, locale, country))).toBe(shown)
    })

    test('nothing shows before the preferences have loaded', () => {
        expect(isPayLaterShown(payLaterInput(undefined, 'pdp', 'en-GB', 'GB'))).toBe(false)
    })

    test('client ids per locale, en-GB for the others', () => {
        const ids = {'en-GB': 'gb', 'en-US': 'us'}
        expect([
            payLaterClientId(ids, 'en-US'),
            payLaterClientId(ids, 'en-GB'),
            payLaterClientId(ids, 'fr-FR')
        ]).toEqual(['us', 'gb', 'gb'])
    })
})
