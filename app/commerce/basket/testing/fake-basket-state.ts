/** The in-memory commerce platform behind the basket tests: a tiny catalogue and the baskets. */
export interface FakeProduct {
    id: string
    name: string
    price: number
    standard?: number
    stock: number
    masterId?: string
    colour?: string
    size?: string
}

export interface FakeBasket {
    basketId: string
    /** Whose list the basket appears in (a basket can claim another customer in customerInfo). */
    listedFor: string
    currency: string
    customerInfo: {customerId: string; email?: string}
    productItems: Record<string, unknown>[]
    giftCertificateItems: Record<string, unknown>[]
    couponItems: {couponItemId: string; code: string; statusCode: string}[]
    shipments: {
        shipmentId: string
        shippingAddress?: Record<string, unknown>
        shippingMethod?: {id: string}
    }[]
    donation: number
    flash?: Record<string, unknown>[]
}

export interface FakeBasketState {
    products: Map<string, FakeProduct>
    /** Products the catalogue no longer returns (their lines must be removed). */
    gone: Set<string>
    baskets: FakeBasket[]
    /** Coupon codes the platform knows, with the status they get in a basket. */
    coupons: Record<string, 'applied' | 'no_applicable_promotion'>
    orders: Map<string, {status: string}>
    /** Every basket call, in order: 'createBasket', 'addItems', 'PUT customer'... */
    calls: string[]
    counter: number
    giftCardCountries: string[]
    balances: Record<string, Record<string, unknown>>
}

export const catalogue = (): Map<string, FakeProduct> =>
    new Map(
        [
            {
                id: 'VL100-black-M',
                masterId: 'VL100',
                name: 'Sculpt Legging',
                price: 78,
                stock: 10,
                colour: 'black',
                size: 'M'
            },
            {
                id: 'VL200-sage-S',
                masterId: 'VL200',
                name: 'Flow Bra',
                price: 48,
                standard: 60,
                stock: 10,
                colour: 'sage',
                size: 'S'
            },
            {
                id: 'VL300-ink-L',
                masterId: 'VL300',
                name: 'Studio Hoodie',
                price: 120,
                stock: 0,
                colour: 'ink',
                size: 'L'
            },
            {
                id: 'VL400-stone-8',
                masterId: 'VL400',
                name: 'Trail Short',
                price: 40,
                stock: 1,
                colour: 'stone',
                size: '8'
            }
        ].map((product) => [product.id, product])
    )

export const createBasketState = (): FakeBasketState => ({
    products: catalogue(),
    gone: new Set(),
    baskets: [],
    coupons: {WELCOME10: 'applied', FREESHIP: 'no_applicable_promotion'},
    orders: new Map(),
    calls: [],
    counter: 0,
    giftCardCountries: ['GB', 'IM', 'JE', 'GG'],
    balances: {
        'VELA-GB-100': {success: true, balance: 100, currencyCode: 'GBP', c_expiryDate: '2099-12-31'},
        'VELA-NO-EXPIRY': {success: true, balance: 20, currencyCode: 'GBP'}
    }
})

export const nextBasketId = (state: FakeBasketState, prefix: string) => `${prefix}-${++state.counter}`

const round = (value: number) => Math.round(value * 100) / 100

/** The Basket document, with totals, stock and flash as the platform computes them. */
export const basketDocument = (state: FakeBasketState, basket: FakeBasket) => {
    const items = basket.productItems.map((item) => {
        const product = state.products.get(String(item.productId))
        const quantity = Number(item.quantity)
        const available = Boolean(product) && !state.gone.has(String(item.productId))
        const price = round((product?.price ?? 0) * quantity)
        return {
            ...item,
            productName: product?.name ?? item.productId,
            itemText: available ? product?.name : 'NAProductInCart',
            basePrice: product?.price ?? 0,
            price,
            priceAfterItemDiscount: price,
            c_instock: available && (product?.stock ?? 0) > 0,
            ...(product?.standard ? {c_standardPrice: product.standard} : {})
        }
    })
    const flash = basket.productItems.flatMap((item) => {
        const product = state.products.get(String(item.productId))
        if (!product || product.stock <= 0 || Number(item.quantity) <= product.stock) return []
        return [{type: 'hasMoreItemsThenAllowed', itemId: item.itemId, availableQuantity: product.stock}]
    })
    const productSubTotal = round(items.reduce((sum, item) => sum + item.price, 0))
    const applied = basket.couponItems.some((coupon) => coupon.statusCode === 'applied')
    const discount = applied ? -round(productSubTotal * 0.1) : 0
    const giftCards = basket.giftCertificateItems.reduce((sum, item) => sum + Number(item.amount ?? 0), 0)
    return {
        basketId: basket.basketId,
        currency: basket.currency,
        customerInfo: basket.customerInfo,
        productItems: items,
        giftCertificateItems: basket.giftCertificateItems,
        couponItems: basket.couponItems,
        shipments: basket.shipments,
        shippingItems: basket.donation
            ? [
                  {
                      itemId: 'donation',
                      itemText: 'SB_DONATION',
                      price: basket.donation,
                      priceAfterItemDiscount: basket.donation
                  }
              ]
            : [],
        orderPriceAdjustments: applied ? [{promotionId: 'welcome', price: discount}] : [],
        productSubTotal,
        productTotal: round(productSubTotal + discount),
        shippingTotal: null,
        taxTotal: null,
        orderTotal: round(productSubTotal + discount + giftCards + basket.donation),
        lastModified: `v${++state.counter}`,
        flash: [...flash, ...(basket.flash ?? [])]
    }
}
