import {giftCardUsableIn, siteForCurrency} from './gift-card-currency'

const SITES = [
    {alias: 'gb', l10n: {defaultCurrency: 'GBP'}},
    {alias: 'au', l10n: {defaultCurrency: 'AUD'}}
]

describe('gift card currency', () => {
    // Issue #13: "A GB gift card on the AU site ... Say it up front, where the balance is shown."
    test.each([
        ['a GBP card on the GB site', 'GBP', 'GBP', true],
        ['a GBP card on the AU site', 'GBP', 'AUD', false],
        ['currency letters in any case', 'gbp', 'GBP', true],
        ['a balance without a currency (the platform did not say)', undefined, 'AUD', true]
    ] as const)('%s', (_name, card, order, usable) => {
        expect(giftCardUsableIn(card, order)).toBe(usable)
    })

    test('the site to spend it on charges in its currency', () => {
        expect(siteForCurrency(SITES, 'GBP')?.alias).toBe('gb')
        expect(siteForCurrency(SITES, 'CHF')).toBeUndefined()
    })
})
