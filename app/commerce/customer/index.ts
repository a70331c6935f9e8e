/** Customer data for the account area (registered shoppers only; browser only). */
export {
    useRegisteredCustomer,
    type Customer,
    type CustomerAddress,
    type CustomerPaymentInstrument
} from './use-registered-customer'
export {useAddresses} from './use-addresses'
export {toAddressInput, toCustomerAddress, type AddressInput} from './address-payload'
export {usePaymentInstruments} from './use-payment-instruments'
export {useWishlist, type WishlistItem, type WishlistStatus} from './use-wishlist'
export {
    useCustomerOrderPage,
    useCustomerOrder,
    ACCOUNT_ORDERS_PAGE_SIZE,
    ORDER_HISTORY_PAGE_SIZE,
    type Order
} from './use-orders'
export {
    useOrderTracking,
    OrderNotFoundError,
    type TrackedOrder,
    type TrackedShipment
} from './use-order-tracking'
export {requestStatus, combinedStatus} from './request-status'
