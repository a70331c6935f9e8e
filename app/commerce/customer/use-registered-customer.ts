import {useCustomer, useCustomerType} from '@salesforce/commerce-sdk-react'
import type {ShopperCustomersTypes} from 'commerce-sdk-isomorphic'
import {useSettledCustomerId} from '../session/session-ready'
import {requestStatus} from './request-status'

export type Customer = ShopperCustomersTypes.Customer
export type CustomerAddress = ShopperCustomersTypes.CustomerAddress
export type CustomerPaymentInstrument = ShopperCustomersTypes.CustomerPaymentInstrument

const isServer = typeof window === 'undefined'

/**
 * The signed-in customer (profile, addresses, saved cards). "Wishlist, orders, addresses and payment
 * instruments need a registered customer" (spec 001 §6): the query only runs for one, and only in the browser.
 */
export const useRegisteredCustomer = () => {
    const customerId = useSettledCustomerId()
    const {isRegistered, customerType} = useCustomerType()
    const enabled = !isServer && isRegistered && Boolean(customerId)
    const query = useCustomer({parameters: {customerId: customerId ?? ''}}, {enabled})
    return {
        customer: enabled ? (query.data as Customer | undefined) : undefined,
        customerId: customerId ?? undefined,
        isRegistered,
        /** Null while the SDK has no session yet (server, hydration). */
        customerType,
        status: requestStatus(query),
        refetch: query.refetch
    }
}
