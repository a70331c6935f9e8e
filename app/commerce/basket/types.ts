/**
 * The basket as the storefront reads it (spec 000 §3): the Shopper Baskets document narrowed to the fields we
 * use, plus the platform's custom attributes (c_instock, c_standardPrice, flash...). Read through one cast at
 * the boundary (`asBasket`), so components never touch the SDK's open-ended types.
 */
export interface BasketFlash {
    type?: string
    itemId?: string
    productId?: string
    message?: string
    availableQuantity?: number
    requestedQuantity?: number
}

export interface PriceAdjustment {
    priceAdjustmentId?: string
    promotionId?: string
    itemText?: string
    price?: number
    couponCode?: string
}

export interface BasketProductItem {
    itemId?: string
    productId?: string
    productName?: string
    quantity?: number
    price?: number
    basePrice?: number
    priceAfterItemDiscount?: number
    priceAdjustments?: PriceAdjustment[]
    bonusProductLineItem?: boolean
    itemText?: string
    c_instock?: boolean
    c_standardPrice?: number
    c_imageLink?: string
    c_variationValues?: Record<string, string>
    c_gtmAddToCartLocation?: string
}

export interface BasketGiftCertificateItem {
    giftCertificateItemId?: string
    amount?: number
    recipientEmail?: string
    recipientName?: string
    senderName?: string
    message?: string
    c_deliveryDate?: string
    /** The gift card product the line was bought from (set by the storefront, to link back for editing). */
    c_productId?: string
}

export interface BasketCouponItem {
    couponItemId?: string
    code?: string
    statusCode?: string
}

export interface BasketShippingItem {
    itemId?: string
    itemText?: string
    price?: number
    priceAfterItemDiscount?: number
}

export interface BasketAddress {
    firstName?: string
    lastName?: string
    address1?: string
    city?: string
    postalCode?: string
    phone?: string
    countryCode?: string
}

export interface BasketShipment {
    shipmentId?: string
    shippingAddress?: BasketAddress
    shippingMethod?: {id?: string; name?: string}
}

export interface Basket {
    basketId?: string
    currency?: string
    lastModified?: string
    temporaryBasket?: boolean
    customerInfo?: {customerId?: string; email?: string}
    productItems?: BasketProductItem[]
    giftCertificateItems?: BasketGiftCertificateItem[]
    couponItems?: BasketCouponItem[]
    shipments?: BasketShipment[]
    shippingItems?: BasketShippingItem[]
    paymentInstruments?: {paymentInstrumentId?: string; paymentMethodId?: string; amount?: number}[]
    orderPriceAdjustments?: PriceAdjustment[]
    productSubTotal?: number
    productTotal?: number
    shippingTotal?: number | null
    taxTotal?: number | null
    orderTotal?: number
    taxation?: 'gross' | 'net'
    flash?: BasketFlash[]
    c_amountToAuthorize?: number
    c_donation?: number
}

/** One cast from the SDK's document to the storefront's view of it. */
export const asBasket = (value: unknown): Basket => (value ?? {}) as Basket

/** Spec 000 §4: "Request status: idle, pending, done, error." */
export type RequestStatus = 'idle' | 'pending' | 'done' | 'error'
/** "Add-to-basket status: idle, loading, success, error." */
export type AddToBasketStatus = 'idle' | 'loading' | 'success' | 'error'
/** "Basket-load status: idle, pending, done." */
export type BasketLoadStatus = 'idle' | 'pending' | 'done'

/** Spec 000 §8: "API response errors become an object with isError and message from detail." */
export interface BasketError {
    isError: true
    message: string
}

/** Spec 000 §7: items are posted with the analytics context of where they were added. (A type, not an
 * interface, so it satisfies the SDK's open `c_*` request body.) */
export type BasketItemInput = {
    productId: string
    quantity: number
    c_gtmAddToCartLocation?: string
    c_gtmListName?: string
    c_gtmTilePosition?: number
}
