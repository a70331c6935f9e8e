import {recommendationTilePrice} from './recommendation-price'

describe('recommendation tile price (spec 001 §4.5)', () => {
    test.each([
        [
            '"with a standard price the current price shows as sale"',
            {price: 30, c_standardPrice: 45},
            {price: 30, standardPrice: 45}
        ],
        ['"otherwise regular"', {price: 45}, {price: 45}],
        ['a standard price that is not higher is regular', {price: 45, c_standardPrice: 45}, {price: 45}],
        [
            '"a price range shows min - max"',
            {price: 30, priceMax: 45, c_standardPrice: 45},
            {minPrice: 30, maxPrice: 45}
        ],
        ['no price shows nothing', {}, {}]
    ])('%s', (_name, product, expected) => {
        expect(recommendationTilePrice(product)).toEqual(expected)
    })
})
