import {
    bestPromotionalPrice,
    productCallouts,
    withPromotionalPrice,
    type ProductPromotion
} from './promotional-price'

const leggings: ProductPromotion = {promotionId: 'LEGGINGS-20', calloutMsg: '20% off', promotionalPrice: 62.4}
const threeForTwo: ProductPromotion = {
    promotionId: 'SOCKS-3FOR2',
    calloutMsg: '3 for 2',
    promotionalPrice: 78
}

describe('a product promotion shows the price the basket charges', () => {
    test.each([
        [
            'a percentage promotion: the promotional price, the price before it struck through',
            {price: 78},
            [leggings],
            78,
            {price: 62.4, standardPrice: 78}
        ],
        [
            'a sale item promoted further keeps the higher standard price struck through',
            {price: 78, standardPrice: 98},
            [leggings],
            78,
            {price: 62.4, standardPrice: 98}
        ],
        [
            'a message-only promotion (promotional price = price) changes nothing',
            {price: 78},
            [threeForTwo],
            78,
            {price: 78}
        ],
        [
            'of two promotions the lower price wins',
            {price: 78},
            [threeForTwo, {promotionalPrice: 66.3}, leggings],
            78,
            {price: 62.4, standardPrice: 78}
        ],
        [
            'a selection priced differently keeps its own price',
            {price: 58.5, standardPrice: 78},
            [leggings],
            78,
            {price: 58.5, standardPrice: 78}
        ],
        [
            'a range keeps its range',
            {price: 40, minPrice: 40, maxPrice: 78},
            [leggings],
            40,
            {price: 40, minPrice: 40, maxPrice: 78}
        ],
        ['no promotions', {price: 78}, undefined, 78, {price: 78}],
        [
            'malformed promotions are ignored',
            {price: 78},
            [{}, {promotionalPrice: Number.NaN}, {promotionalPrice: -1}, null as unknown as ProductPromotion],
            78,
            {price: 78}
        ],
        [
            'a promotion above the price is not an offer',
            {price: 78},
            [{promotionalPrice: 90}],
            78,
            {price: 78}
        ],
        ['no price to promote', {}, [leggings], undefined, {}],
        [
            'other fields ride along',
            {price: 78, hideMarkdownPrice: true},
            [leggings],
            78,
            {price: 62.4, standardPrice: 78, hideMarkdownPrice: true}
        ]
    ])('%s', (_, shown, promotions, from, expected) => {
        expect(withPromotionalPrice(shown, promotions, from)).toEqual(expected)
    })

    test('a promotion to zero is still the lowest price', () => {
        expect(bestPromotionalPrice([leggings, {promotionalPrice: 0}], 78)).toBe(0)
    })
})

describe('the callouts a product shows', () => {
    test.each([
        [
            'live promotions first, then c_promos, each once',
            [leggings, threeForTwo, {calloutMsg: ' 20% off '}],
            [{message: 'Buy 2, save 15%'}, {message: '3 for 2'}],
            false,
            ['20% off', '3 for 2', 'Buy 2, save 15%']
        ],
        ['hidden c_promos entries are dropped', [], [{message: 'Staff pick', hideProduct: true}], false, []],
        [
            'hideMarkdownPrice drops c_promos, not the live promotions',
            [leggings],
            [{message: 'Buy 2'}],
            true,
            ['20% off']
        ],
        ['malformed entries say nothing', [{}, null as unknown as ProductPromotion], undefined, false, []]
    ])('%s', (_, promotions, promos, hide, expected) => {
        expect(productCallouts(promotions, promos, hide)).toEqual(expected)
    })
})
