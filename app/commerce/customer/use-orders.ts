import {useCustomerOrders, useOrder} from '@salesforce/commerce-sdk-react'
import type {ShopperOrdersTypes} from 'commerce-sdk-isomorphic'
import {requestStatus} from './request-status'
import {useRegisteredCustomer} from './use-registered-customer'

export type Order = ShopperOrdersTypes.Order

/** "Orders page size in account: 10" (spec 001 §9); the order-history view uses 8 (spec 000 §9). */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10
export const ORDER_HISTORY_PAGE_SIZE = 8

const isServer = typeof window === 'undefined'

/** A page of the customer's orders, newest first. "Orders are fetched only if registered" (spec 001 §6). */
export const useCustomerOrderPage = (page: number, pageSize = ACCOUNT_ORDERS_PAGE_SIZE) => {
    const {customerId, isRegistered} = useRegisteredCustomer()
    const enabled = !isServer && isRegistered && Boolean(customerId)
    const query = useCustomerOrders(
        {parameters: {customerId: customerId ?? '', offset: page * pageSize, limit: pageSize}},
        {enabled, keepPreviousData: true}
    )
    const total = query.data?.total ?? 0
    return {
        orders: (query.data?.data ?? []) as Order[],
        total,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        status: requestStatus(query)
    }
}

/** One order of the signed-in customer, for the order details view. */
export const useCustomerOrder = (orderNo: string | undefined) => {
    const {isRegistered} = useRegisteredCustomer()
    const enabled = !isServer && isRegistered && Boolean(orderNo)
    const query = useOrder({parameters: {orderNo: orderNo ?? ''}}, {enabled})
    return {order: query.data as Order | undefined, status: requestStatus(query)}
}
