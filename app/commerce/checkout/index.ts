/** The checkout's boundary to the commerce platform and its controllers (spec 000 §4, §7, §8). */
export * from './types'
export {basketCheckoutStep, shopperCheckoutStep, type StepContext} from './checkout-step'
export {useCheckoutStep} from './use-checkout-step'
export {useCheckoutBasket} from './use-checkout-basket'
export {useBasketEmail, useRegisteredEmailOnBasket, cookiesStatus} from './use-basket-email'
export {toOrderAddress, toAddressFormValues, type AddressFormValues} from './address-payload'
export {useShippingAddress} from './use-shipping-address'
export {useShippingMethods, useSetShippingMethod, type Destination} from './use-shipping-methods'
export {useClickAndCollect, type CollectionStore, type CollectionDetails} from './use-click-and-collect'
export {useStoreSearch, type StoreSearchProblem} from './use-store-search'
export {useGiftCardPayment, CAPTCHA_HEADER, type GiftCardBalance} from './use-gift-card-payment'
export {usePlaceOrder, type PlaceOrderRequest} from './use-place-order'
export {placeOrderOnce, placeOrderSequence, type PlaceOrderOutcome, type PlaceOrderCalls} from './place-order'
export {CARD_PAYMENT_METHOD_ID, type CardInput, type PaymentChoice, type SavedCardInput} from './payment-data'
// The payment step's own modules (payment-provider/, apple-pay/, use-payment-methods) are imported by path
// from the lazily loaded payment step, so they never travel with the checkout page's first load.
export type {HostedCardFields, PaymentProvider, ProtectedCard, TypedCard} from './payment-provider'
export {
    useCompleteChallenge,
    challengeResultFrom,
    challengeUpdateBody,
    isCancelledResult,
    type ChallengeResult,
    type ChallengeOutcome
} from './use-three-d-secure'
export {useCrossBorderCheckout} from './use-cross-border'
export {
    crossBorderParams,
    isCrossBorderCountry,
    COUNTRY_COOKIE_NAME,
    type CrossBorderParams
} from './cross-border'
export {usePendingOrderRecovery, PendingOrderRecovery} from './use-pending-order-recovery'
export {useShopperOrder} from './use-order'
export {CheckoutError, MISSING_EMAIL, isMissingEmail} from './checkout-errors'
export {
    CHECKOUT_STORAGE_KEYS,
    storedOrderId,
    forgetOrderId,
    readStoredJson,
    addressValidationMethod
} from './storage'
