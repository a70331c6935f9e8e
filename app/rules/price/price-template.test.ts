import {applyPriceTemplate} from './price-template'

describe('c_priceTemplate (spec 000 §3; spec 001 §4.5, §9)', () => {
    test.each([
        [
            'standard: one price, never struck through',
            'standard',
            {price: 40, standardPrice: 50},
            {price: 40}
        ],
        [
            'standard with prices that differ by size shows the range',
            'standard',
            {price: 40, maxPrice: 45},
            {minPrice: 40, maxPrice: 45}
        ],
        [
            '"with a standard price the current price shows as sale"',
            'sale',
            {price: 30, standardPrice: 50, maxPrice: 30},
            {price: 30, standardPrice: 50}
        ],
        [
            '"a price range shows min - max": marked-down colours up to the full price',
            'range',
            {price: 30, maxPrice: 30, standardPrice: 50},
            {minPrice: 30, maxPrice: 50}
        ],
        [
            'gift card: "the price range shown is its min to max"',
            'gift-card',
            {minPrice: 10, maxPrice: 200},
            {minPrice: 10, maxPrice: 200}
        ],
        [
            'an unknown template leaves the price as it is',
            'fancy',
            {price: 30, standardPrice: 50},
            {price: 30, standardPrice: 50}
        ],
        ['no price at all stays empty', 'sale', {}, {}]
    ])('%s', (_name, template, input, expected) => {
        expect(applyPriceTemplate(template, input)).toEqual(expected)
    })
})
