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
export {
    basketCardInstrument,
    orderCardInstrument,
    cardFieldProtector,
    CARD_PAYMENT_METHOD_ID,
    type CardInput,
    type NewCardInput,
    type SavedCardInput
} from './payment-data'
export {
    useCompleteChallenge,
    challengeResultFrom,
    challengeUpdateBody,
    type ChallengeResult,
    type ChallengeOutcome
} from './use-three-d-secure'
export {useCrossBorderCheckout} from './use-cross-border'
export {
    crossBorderParams,
    isCrossBorderCountry,
    COUNTRY_COOKIE_NAME,
    GIFT_CARD_PAYMENT_COUNTRIES,
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
