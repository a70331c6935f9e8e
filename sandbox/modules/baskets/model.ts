/**
 * What a basket stores: the shopper's inputs only (products and quantities, addresses, chosen methods,
 * coupons, payment instruments, custom attributes). Prices, promotions, tax and totals are derived from the
 * catalogue on every read (see calculate.ts), so a price change or a stock change shows up at once and a
 * stored basket can never carry stale totals. Money in here is in minor units.
 */
export type CustomAttributes = Record<string, unknown>

export interface StoredAddress {
    firstName?: string
    lastName?: string
    fullName?: string
    title?: string
    companyName?: string
    address1?: string
    address2?: string
    city?: string
    stateCode?: string
    postalCode?: string
    countryCode?: string
    phone?: string
    custom: CustomAttributes
}

export interface StoredProductItem {
    itemId: string
    productId: string
    /** Name when added, so a line whose product later disappears still reads as something. */
    productName?: string
    quantity: number
    shipmentId: string
    gift?: boolean
    giftMessage?: string
    custom: CustomAttributes
    /** Set on items a promotion added (bonus products); the engine owns them. */
    bonusPromotionId?: string
}

export interface StoredGiftCertificateItem {
    giftCertificateItemId: string
    amount: number
    recipientEmail: string
    recipientName: string
    senderName: string
    message?: string
    deliveryDate: string
    shipmentId: string
    custom: CustomAttributes
}

export interface StoredCouponItem {
    couponItemId: string
    code: string
}

export interface StoredShipment {
    shipmentId: string
    shippingAddress?: StoredAddress
    shippingMethodId?: string
    /** Store id when the shipping address is a click-and-collect shop's address (not the shopper's). */
    addressFromStore?: string
    gift?: boolean
    giftMessage?: string
    custom: CustomAttributes
}

export interface StoredPaymentCard {
    cardType: string
    holder?: string
    maskedNumber: string
    numberLastDigits: string
    expirationMonth?: number
    expirationYear?: number
}

export interface StoredPaymentInstrument {
    paymentInstrumentId: string
    paymentMethodId: string
    /** Requested amount; undefined means "whatever remains" (cards) or "as much as the balance" (gift cards). */
    amount?: number
    paymentCard?: StoredPaymentCard
    giftCertificateCode?: string
    customerPaymentInstrumentId?: string
    custom: CustomAttributes
}

export interface BasketState {
    currency: string
    customerEmail?: string
    customerCustom: CustomAttributes
    productItems: StoredProductItem[]
    giftCertificateItems: StoredGiftCertificateItem[]
    couponItems: StoredCouponItem[]
    shipments: StoredShipment[]
    billingAddress?: StoredAddress
    paymentInstruments: StoredPaymentInstrument[]
    /** Charity donation (c_donation) in minor units. */
    donation?: number
    custom: CustomAttributes
}

/** A stored basket row with its owner. */
export interface BasketRecord {
    basketId: string
    customerId: string
    usid: string
    registered: boolean
    siteId: string
    status: 'open' | 'ordered'
    orderNo?: string
    version: number
    state: BasketState
    creationDate: string
    lastModified: string
}

export const DEFAULT_SHIPMENT_ID = 'me'

export const emptyBasketState = (currency: string): BasketState => ({
    currency,
    customerCustom: {},
    productItems: [],
    giftCertificateItems: [],
    couponItems: [],
    shipments: [{shipmentId: DEFAULT_SHIPMENT_ID, custom: {}}],
    paymentInstruments: [],
    custom: {}
})
