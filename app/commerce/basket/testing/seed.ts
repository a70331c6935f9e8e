import type {FakeBasket, FakeBasketState} from './fake-basket-state'

/** Puts a basket in the platform for a customer (listed for them unless `listedFor` says otherwise). */
export const seedBasket = (
    state: FakeBasketState,
    customerId: string,
    overrides: Partial<FakeBasket> = {}
) => {
    const basket: FakeBasket = {
        basketId: `seeded-${state.baskets.length + 1}`,
        listedFor: customerId,
        currency: 'GBP',
        customerInfo: {customerId},
        productItems: [],
        giftCertificateItems: [],
        couponItems: [],
        shipments: [{shipmentId: 'me'}],
        donation: 0,
        ...overrides
    }
    state.baskets.push(basket)
    return basket
}

export const line = (itemId: string, productId: string, quantity = 1) => ({itemId, productId, quantity})
