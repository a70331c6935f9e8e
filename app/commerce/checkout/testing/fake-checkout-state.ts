import type {
    CheckoutAddress,
    CheckoutBasket,
    CheckoutPaymentInstrument,
    Order,
    ShippingMethod
} from '../types'

/** The in-memory basket, orders and stores behind the checkout's msw handlers. */
export interface FakeCheckoutState {
    basket: CheckoutBasket
    /** False once ordered (the basket then no longer appears in the customer's baskets). */
    basketOpen: boolean
    orders: Map<string, Order>
    calls: string[]
    bodies: Record<string, unknown[]>
    nextOrderNo: number
    methods: ShippingMethod[]
    stores: Record<string, unknown>[]
    giftCards: Record<string, {balance: number; expiry?: string}>
    /** What GET payment_methods answers (the platform's list for the basket). */
    paymentMethods: Record<string, unknown>[]
    /** What GET products answers for the order lines (the catalogue in the page's locale); none by default. */
    products: {id: string; name?: string}[]
}

const FAKE_PAYMENT_METHODS = [
    {id: 'CREDIT_CARD', name: 'Credit Card'},
    {
        id: 'SB_GIFT_CERTIFICATE',
        name: 'Gift Certificate',
        c_allowedCountries: ['GB', 'IM', 'JE', 'GG'],
        c_internationalCheckoutCountries: ['JP']
    },
    {id: 'PayPal', name: 'PayPal'},
    {id: 'KLARNA_PAYMENTS', name: 'Klarna'}
]

export const FAKE_METHODS: ShippingMethod[] = [
    {id: 'gb-standard', name: 'Standard delivery', price: 4.95, c_estimatedArrivalTime: '3-5 working days'},
    {id: 'gb-express', name: 'Express delivery', price: 9.95, c_estimatedArrivalTime: '1-2 working days'},
    {id: 'gb-collect', name: 'Click & collect', price: 0, c_storePickupEnabled: true}
]

export const fakeBasket = (overrides: Partial<CheckoutBasket> = {}): CheckoutBasket => ({
    basketId: 'basket-1',
    currency: 'GBP',
    customerInfo: {customerId: 'guest'},
    productItems: [
        {
            itemId: 'item-1',
            productId: 'M1_black_8',
            productName: 'Sculpt Leggings',
            quantity: 1,
            price: 60,
            priceAfterItemDiscount: 60,
            c_instock: true
        }
    ],
    shipments: [{shipmentId: 'me'}],
    paymentInstruments: [],
    productSubTotal: 60,
    productTotal: 60,
    shippingTotal: null,
    orderTotal: 60,
    c_amountToAuthorize: 60,
    ...overrides
})

/** A guest basket with email, a complete GB address and standard delivery: checkout opens at step 3. */
export const readyBasket = (overrides: Partial<CheckoutBasket> = {}): CheckoutBasket =>
    fakeBasket({
        customerInfo: {customerId: 'guest', email: 'anna@example.com'},
        shipments: [
            {
                shipmentId: 'me',
                shippingAddress: COMPLETE_ADDRESS,
                shippingMethod: {id: 'gb-standard', name: 'Standard delivery', price: 4.95}
            }
        ],
        ...overrides
    })

export const COMPLETE_ADDRESS: CheckoutAddress = {
    firstName: 'Anna',
    lastName: 'Smith',
    address1: '1 High Street',
    city: 'London',
    postalCode: 'N1 1AA',
    countryCode: 'GB',
    phone: '02079460000'
}

export const createCheckoutState = (basket: CheckoutBasket = fakeBasket()): FakeCheckoutState => ({
    basket,
    basketOpen: true,
    orders: new Map(),
    calls: [],
    bodies: {},
    nextOrderNo: 1,
    methods: FAKE_METHODS,
    products: [],
    stores: [],
    giftCards: {
        'VELA-GB-500': {balance: 500, expiry: '2099-12-31'},
        'VELA-GB-020': {balance: 20, expiry: '2099-12-31'}
    },
    paymentMethods: FAKE_PAYMENT_METHODS
})

/** Recomputes totals the way the platform does: products + delivery + e-gift cards, less gift card payments. */
export const reprice = (basket: CheckoutBasket) => {
    const products = (basket.productItems ?? []).reduce((sum, item) => sum + (item.price ?? 0), 0)
    const eGiftCards = (basket.giftCertificateItems ?? []).reduce((sum, item) => sum + (item.amount ?? 0), 0)
    const method = basket.shipments?.[0]?.shippingMethod
    // Nothing to post (e-gift cards only): the platform charges no delivery.
    const shipping = basket.productItems?.length ? (method ? method.price ?? 0 : null) : 0
    const total = products + (shipping ?? 0) + eGiftCards
    let remaining = total
    basket.paymentInstruments = (basket.paymentInstruments ?? []).map(
        (instrument: CheckoutPaymentInstrument) => {
            if (!instrument.giftCertificateCode) return instrument
            const amount = Math.min(remaining, instrument.amount ?? remaining)
            remaining -= amount
            return {...instrument, amount}
        }
    )
    Object.assign(basket, {
        productSubTotal: products,
        productTotal: products,
        shippingTotal: shipping,
        orderTotal: total,
        c_amountToAuthorize: remaining
    })
    return basket
}
