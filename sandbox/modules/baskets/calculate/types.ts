import type {SandboxSite} from '../../../core/context'
import type {ShippingMethodDefinition} from '../../../seed/commerce/shipping-methods'
import type {BasketProductSource} from '../../catalog/basket-catalog-source'
import type {
    BasketRecord,
    BasketState,
    StoredGiftCertificateItem,
    StoredPaymentInstrument,
    StoredProductItem,
    StoredShipment
} from '../model'
import type {Taxation} from './tax'

/** A calculated basket: everything in minor units of `currency`; discounts are negative. */
export interface Adjustment {
    priceAdjustmentId: string
    promotionId: string
    itemText: string
    price: number
    couponCode?: string
    percentage?: number
}

export interface PricedItem {
    stored: StoredProductItem
    source?: BasketProductSource
    /** False when the product can no longer be bought (offline, unknown or unpriced): NAProductInCart. */
    available: boolean
    bonus: boolean
    basePrice: number
    standard?: number
    price: number
    adjustments: Adjustment[]
    priceAfterItemDiscount: number
    priceAfterOrderDiscount: number
    taxRate?: number
    tax?: number
    inStock: boolean
}

export interface PricedShipment {
    stored: StoredShipment
    method?: ShippingMethodDefinition
    basePrice?: number
    adjustments: Adjustment[]
    price?: number
    taxRate?: number
    tax?: number
    itemCount: number
}

export interface PricedPayment {
    stored: StoredPaymentInstrument
    amount: number
    /** Why a gift certificate pays nothing (expired, empty...). */
    problem?: string
}

export interface FlashMessage {
    type: string
    itemId: string
    productId: string
    message: string
    availableQuantity?: number
    requestedQuantity?: number
}

export interface CalculatedBasket {
    record: BasketRecord
    state: BasketState
    site: SandboxSite
    currency: string
    locale: string
    taxation: Taxation
    items: PricedItem[]
    giftCertificateItems: StoredGiftCertificateItem[]
    couponStatus: Map<string, string>
    orderAdjustments: Adjustment[]
    productSubTotal: number
    productTotal: number
    shipments: PricedShipment[]
    shippingTotal: number | null
    donation: number
    giftCertificateItemTotal: number
    taxTotal: number | null
    orderTotal: number
    payments: PricedPayment[]
    giftCertificatePaid: number
    amountToAuthorize: number
    flash: FlashMessage[]
    /** Shipping method id -> the promotion that makes it free for this basket. */
    freeShipping: Map<string, {promotionId: string; calloutMsg: string}>
}
