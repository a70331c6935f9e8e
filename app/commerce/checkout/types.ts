import type {Basket, BasketShipment} from '../basket/types'

/**
 * The basket and order as the checkout reads them (spec 000 §3): the basket boundary's view plus the fields
 * only checkout needs (full addresses, shipment custom attributes, payment cards, billing address). One cast
 * at the boundary (`asCheckoutBasket`), so components never touch the SDK's open-ended types.
 */
export interface CheckoutAddress {
    firstName?: string
    lastName?: string
    address1?: string
    address2?: string
    city?: string
    stateCode?: string
    postalCode?: string
    countryCode?: string
    phone?: string
    companyName?: string
}

export interface ShippingMethod {
    id: string
    name?: string
    description?: string
    price?: number
    c_basePrice?: number
    c_estimatedArrivalTime?: string
    c_storePickupEnabled?: boolean
    /** From the pre-calculated methods: how much more buys free delivery. */
    c_amountToFreeShipping?: number
}

export type DeliveryOption = 'DELIVER' | 'COLLECT'

export interface CheckoutShipment extends Omit<BasketShipment, 'shippingAddress' | 'shippingMethod'> {
    shippingAddress?: CheckoutAddress
    shippingMethod?: ShippingMethod
    c_ClickandCollectStoreID?: string
    c_storeName?: string
    c_selectedDeliveryOption?: DeliveryOption
    shippingTotal?: number
}

export interface PaymentCard {
    cardType?: string
    holder?: string
    maskedNumber?: string
    numberLastDigits?: string
    expirationMonth?: number
    expirationYear?: number
}

export interface CheckoutPaymentInstrument {
    paymentInstrumentId?: string
    paymentMethodId?: string
    customerPaymentInstrumentId?: string
    amount?: number
    paymentCard?: PaymentCard
    giftCertificateCode?: string
    maskedGiftCertificateCode?: string
    c_action?: ThreeDsAction
}

export interface CheckoutBasket extends Omit<Basket, 'shipments' | 'paymentInstruments'> {
    shipments?: CheckoutShipment[]
    paymentInstruments?: CheckoutPaymentInstrument[]
    billingAddress?: CheckoutAddress
    c_giftCertificateTotal?: number
}

/** The payment provider's next step for a 3-D Secure card (spec 000 §3 "c_action"). */
export interface ThreeDsAction {
    type?: string
    url?: string
    method?: string
    paymentData?: string
}

export interface Order extends Omit<CheckoutBasket, 'basketId'> {
    orderNo: string
    status?: string
    creationDate?: string
    customerName?: string
    c_authorized?: number | string
    c_payment_success?: boolean
    c_action?: ThreeDsAction
    c_redirectUrl?: string
    c_refusalReason?: string
    /** The provider's result: Authorised, Refused, Cancelled or RedirectShopper. */
    c_resultCode?: string
    c_orderType?: string
}

export const asCheckoutBasket = (value: unknown): CheckoutBasket => (value ?? {}) as CheckoutBasket
export const asOrder = (value: unknown): Order => (value ?? {}) as Order

/** The default shipment every basket has (SCAPI's 'me'). */
export const DEFAULT_SHIPMENT_ID = 'me'

export const firstShipment = (basket: CheckoutBasket | Order | undefined): CheckoutShipment | undefined =>
    basket?.shipments?.[0]

/** Pickup is a store-pickup method or a chosen click-and-collect store. */
export const isCollection = (shipment: CheckoutShipment | undefined): boolean => {
    if (shipment?.c_selectedDeliveryOption === 'DELIVER') return false
    return (
        shipment?.c_selectedDeliveryOption === 'COLLECT' ||
        shipment?.shippingMethod?.c_storePickupEnabled === true ||
        Boolean(shipment?.c_ClickandCollectStoreID)
    )
}
