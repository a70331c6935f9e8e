/** Customer data for the account area (registered shoppers only; browser only). */
export {
    useRegisteredCustomer,
    type Customer,
    type CustomerAddress,
    type CustomerPaymentInstrument
} from './use-registered-customer'
export {useAddresses} from './use-addresses'
export {toAddressInput, type AddressInput} from './address-payload'
export {usePaymentInstruments} from './use-payment-instruments'
export {useWishlist, type WishlistItem} from './use-wishlist'
export {
    useCustomerOrderPage,
    useCustomerOrder,
    ACCOUNT_ORDERS_PAGE_SIZE,
    ORDER_HISTORY_PAGE_SIZE,
    type Order
} from './use-orders'
export {useOrderTracking, OrderNotFoundError, type TrackedOrder} from './use-order-tracking'
