import {basketThresholdMessage, fillRemaining, type ThresholdBand} from './delivery-threshold'
import {appliedCoupons, promoCodeResult} from './promo-code'

const standard: ThresholdBand = {
    enabled: true,
    threshold: 50,
    copy: 'Spend {0} more for free standard delivery',
    reachedCopy: 'You qualify for free standard delivery'
}
const express: ThresholdBand = {
    enabled: true,
    threshold: 100,
    copy: 'Spend {0} more for free express delivery',
    reachedCopy: 'You qualify for free express delivery'
}
const off = (band: ThresholdBand): ThresholdBand => ({...band, enabled: false})

describe('basket threshold message (spec 001 §4.5, every branch)', () => {
    test.each<[string, number, ThresholdBand, ThresholdBand, string | undefined]>([
        [
            '"standard enabled and subtotal equals the standard threshold shows the reached message"',
            50,
            standard,
            express,
            'You qualify for free standard delivery'
        ],
        [
            '"Express enabled and subtotal between the thresholds" shows the express copy',
            60.5,
            standard,
            express,
            'Spend 39.50 more for free express delivery'
        ],
        [
            '"or only express applies and subtotal below its threshold"',
            20,
            off(standard),
            express,
            'Spend 80.00 more for free express delivery'
        ],
        [
            '"Subtotal reaching the express threshold shows the express reached message"',
            100,
            standard,
            express,
            'You qualify for free express delivery'
        ],
        ['above the express threshold', 250, standard, express, 'You qualify for free express delivery'],
        ['only express, reached', 100, off(standard), express, 'You qualify for free express delivery'],
        [
            '"Below the standard threshold shows standard copy with the remaining amount"',
            12.345,
            standard,
            express,
            'Spend 37.66 more for free standard delivery'
        ],
        [
            'below standard with express off',
            0,
            standard,
            off(express),
            'Spend 50.00 more for free standard delivery'
        ],
        [
            '"At or above standard with express off shows the standard reached message"',
            75,
            standard,
            off(express),
            'You qualify for free standard delivery'
        ],
        ['"Both disabled shows nothing"', 75, off(standard), off(express), undefined]
    ])('%s (subtotal %s)', (_name, subtotal, standardBand, expressBand, text) => {
        expect(basketThresholdMessage(subtotal, standardBand, expressBand)?.text).toBe(text)
    })

    test.each([
        ['en-GB', "You're 20.05 away", "You're {0} away"],
        ['fr-FR', 'Plus que 20,05 € pour la livraison offerte', 'Plus que {0} € pour la livraison offerte'],
        ['it-IT', 'Ti mancano 20,05 €', 'Ti mancano {0} €'],
        ['ja-JP', '残り20.05', '残り{0}'],
        ['not a locale!', "You're 20.05 away", "You're {0} away"]
    ])('the remaining amount is written as %s writes decimals: %s', (locale, text, copy) => {
        expect(
            basketThresholdMessage(54.95, {...standard, threshold: 75, copy}, off(express), locale)?.text
        ).toBe(text)
    })

    test('kinds', () => {
        expect(basketThresholdMessage(10, standard, express)?.kind).toBe('standard')
        expect(basketThresholdMessage(60, standard, express)?.kind).toBe('express')
    })

    test('"{0} replaced by the remaining amount to 2 decimals", every occurrence, never negative', () => {
        expect(fillRemaining('{0} / {0}', 1.005)).toBe('1.00 / 1.00')
        expect(fillRemaining('x {0}', 0.1 + 0.2)).toBe('x 0.30')
        expect(fillRemaining('x {0}', -3)).toBe('x 0.00')
        expect(fillRemaining('no placeholder', 3)).toBe('no placeholder')
    })
})

describe('promo code (spec 000 §5 "matches the code case-insensitively and has status applied")', () => {
    test.each([
        ['SUMMER10', [{code: 'summer10', statusCode: 'applied'}], undefined, true, undefined],
        [' summer10 ', [{code: 'SUMMER10', statusCode: 'applied'}], undefined, true, undefined],
        [
            'SUMMER10',
            [{code: 'SUMMER10', statusCode: 'no_applicable_promotion'}],
            'Coupon not applicable',
            false,
            'Coupon not applicable'
        ],
        ['SUMMER10', [{code: 'OTHER', statusCode: 'applied'}], 'Code invalid', false, 'Code invalid'],
        ['SUMMER10', [], undefined, false, 'Something went wrong. Try again!'],
        ['', [{code: '', statusCode: 'applied'}], '  ', false, 'Something went wrong. Try again!']
    ])('%j with %j → applied %s', (code, coupons, message, applied, shown) => {
        const result = promoCodeResult(code, coupons, message)
        expect(result.applied).toBe(applied)
        expect('message' in result ? result.message : undefined).toBe(shown)
    })

    test('"Coupon: only status applied counts"', () => {
        expect(appliedCoupons([{statusCode: 'applied'}, {statusCode: 'invalid'}])).toHaveLength(1)
        expect(appliedCoupons(undefined)).toEqual([])
    })
})
