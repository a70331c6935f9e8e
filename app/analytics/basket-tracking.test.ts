import {consentStore} from '../engagement/consent/consent-store'
import {trackItemsAdded} from './basket-tracking'

/** "add cart" from the basket the platform answered with (spec 000 §7; spec 001 §8's unknown-product log). */
const pushed = () => (window.dataLayer ?? []) as {event?: string; ecommerce?: {items?: unknown[]}}[]

beforeEach(() => {
    window.dataLayer = []
    consentStore.reset({loaded: true, groups: ['C0001', 'C0002'], closed: true})
})
afterAll(() => consentStore.reset())

const basket = {
    currency: 'GBP',
    productItems: [
        {itemId: 'i1', productId: 'VL10001-BLK-M', productName: 'Sculpt Leggings', price: 75, quantity: 2}
    ]
}

test.each([
    [
        'a product the basket holds is reported with its name and price',
        'VL10001-BLK-M',
        {item_id: 'VL10001-BLK-M', item_name: 'Sculpt Leggings', price: 37.5, quantity: 1},
        false
    ],
    [
        "a product the answer does not hold is reported by id, and logged as 'possibly not loaded'",
        'VL99999-RED-S',
        {item_id: 'VL99999-RED-S', quantity: 1},
        true
    ]
])('%s', (_title, productId, item, warned) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    trackItemsAdded([{productId, quantity: 1, c_gtmAddToCartLocation: 'pdp'}], basket)
    const event = pushed().find((entry) => entry.event === 'add_to_cart')
    expect(event?.ecommerce?.items).toEqual([expect.objectContaining(item)])
    expect(warn.mock.calls).toEqual(warned ? [[`Cannot find product ${productId}, possibly not loaded`]] : [])
    warn.mockRestore()
})
