/** The checkout's boundary to the commerce platform and its controllers (spec 000 §4, §7, §8). */
export * from './types'
export {basketCheckoutStep} from './checkout-step'
export {useCheckoutStep} from './use-checkout-step'
export {useCheckoutBasket} from './use-checkout-basket'
export {useBasketEmail, useRegisteredEmailOnBasket} from './use-basket-email'
export {toOrderAddress, toAddressFormValues, type AddressFormValues} from './address-payload'
export {useShippingAddress} from './use-shipping-address'
export {useShippingMethodName, useShippingMethods, useSetShippingMethod} from './use-shipping-methods'
export {useClickAndCollect, type CollectionStore, type CollectionDetails} from './use-click-and-collect'
export {useStoreSearch} from './use-store-search'
export {useGiftCardPayment, type GiftCardBalance} from './use-gift-card-payment'
export {usePlaceOrder} from './use-place-order'
export {type PlaceOrderOutcome} from './place-order'
export {type PaymentChoice} from './payment-data'
// The payment step's own modules (payment-provider/, apple-pay/, use-payment-methods) are imported by path
// from the lazily loaded payment step, so they never travel with the checkout page's first load.
export type {PaymentProvider} from './payment-provider'
export {useCompleteChallenge, challengeResultFrom, isCancelledResult} from './use-three-d-secure'
export {useCrossBorderCheckout} from './use-cross-border'
export {
    crossBorderParams,
    isCrossBorderCountry,
    COUNTRY_COOKIE_NAME,
    type CrossBorderParams
} from './cross-border'
export {useShopperOrder} from './use-order'

export {CHECKOUT_STORAGE_KEYS, storedOrderId, forgetOrderId, readStoredJson} from './storage'
