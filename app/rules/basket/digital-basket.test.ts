import {
    deliveryThresholdSubtotal,
    giftCertificateItemsTotal,
    isDigitalOnlyBasket,
    merchandiseSubtotal,
    needsDelivery
} from './digital-basket'

const EGIFT = {giftCertificateItems: [{giftCertificateItemId: 'g1', amount: 50}], productSubTotal: 0}
const PRODUCTS = {productItems: [{productId: 'p1', quantity: 1}], productSubTotal: 60}
const PHYSICAL_CARD = {productItems: [{productId: 'physical-gift-card', quantity: 1}], productSubTotal: 25}

describe('digital gift card baskets (issue #9: "a digital-only basket needs no postal address and no shipping charge; its totals add up")', () => {
    test.each([
        ['an e-gift card only', EGIFT, false, true, 50, undefined],
        [
            'two e-gift cards',
            {giftCertificateItems: [{amount: 50}, {amount: 25}]},
            false,
            true,
            75,
            undefined
        ],
        ['products', PRODUCTS, true, false, 60, 60],
        ['a physical gift card (a product line, posted)', PHYSICAL_CARD, true, false, 25, 25],
        ['an empty basket', {}, false, false, 0, undefined],
        ['no basket', undefined, false, false, 0, undefined]
    ])('%s', (_, basket, delivery, digitalOnly, subtotal, thresholdSubtotal) => {
        expect(needsDelivery(basket)).toBe(delivery)
        expect(isDigitalOnlyBasket(basket)).toBe(digitalOnly)
        expect(merchandiseSubtotal(basket)).toBe(subtotal)
        expect(deliveryThresholdSubtotal(basket)).toBe(thresholdSubtotal)
    })

    test('gift card amounts missing from a payload count as nothing', () => {
        expect(giftCertificateItemsTotal({giftCertificateItems: [{amount: 10}, {}]})).toBe(10)
    })
})
