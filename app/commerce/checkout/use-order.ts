import {useOrder as useSdkOrder} from '@salesforce/commerce-sdk-react'
import {asOrder} from './types'

const isBrowser = typeof window !== 'undefined'

/** An order of this shopper (getOrder), for the confirmation pages; browser only (shopper data). */
export const useShopperOrder = (orderNo: string | undefined) => {
    const query = useSdkOrder(
        {parameters: {orderNo: orderNo ?? ''}},
        {enabled: isBrowser && Boolean(orderNo)}
    )
    return {
        order: query.data ? asOrder(query.data) : undefined,
        isLoading: Boolean(orderNo) && (query.isLoading || !isBrowser),
        isError: query.isError
    }
}
