/** The basket fields the basket rules read (spec 000 §3), as the platform names them. */
export interface BasketProductItem {
    itemId?: string
    productId?: string
    quantity?: number
    price?: number
    c_instock?: boolean
    itemText?: string
}

export interface BasketGiftCertificateItem {
    giftCertificateItemId?: string
    amount?: number
}

export interface BasketPaymentInstrument {
    paymentInstrumentId?: string
    paymentMethodId?: string
    amount?: number
}

export interface BasketShippingItem {
    itemText?: string
    price?: number
}

export interface BasketFlash {
    type?: string
    message?: string
}

export interface BasketLike {
    basketId?: string
    customerInfo?: {customerId?: string; email?: string}
    productItems?: BasketProductItem[]
    giftCertificateItems?: BasketGiftCertificateItem[]
    paymentInstruments?: BasketPaymentInstrument[]
    shippingItems?: BasketShippingItem[]
    orderTotal?: number
    productSubTotal?: number
    c_amountToAuthorize?: number
    flash?: BasketFlash[]
}
