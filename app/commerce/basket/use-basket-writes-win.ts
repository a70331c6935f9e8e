import {useEffect} from 'react'
import {useQueryClient, type Query} from '@tanstack/react-query'

/** The commerce SDK's key for a customer's basket list: [..., '/customers/', id, '/baskets', params]. */
const isCustomerBasketList = (query: Query) => {
    const key = query.queryKey
    const at = key.indexOf('/customers/')
    return at >= 0 && key[at + 2] === '/baskets'
}

/**
 * A basket write (add to bag, quantity, promo code...) stores the basket the platform returned in the
 * customer's basket list at once. A read of that list already on its way when the write landed answers with
 * the basket as it was before, and would overwrite the write's answer when it arrives: the header would show
 * an emptied bag just after the shopper filled it. So after every successful write, a read in flight is
 * cancelled and asked again; the write's answer stays on screen meanwhile.
 */
export const useBasketWritesWin = () => {
    const queryClient = useQueryClient()
    useEffect(
        () =>
            queryClient.getMutationCache().subscribe((event) => {
                if (event?.type !== 'updated' || event.action.type !== 'success') return
                for (const query of queryClient.getQueryCache().findAll({fetchStatus: 'fetching'})) {
                    if (isCustomerBasketList(query))
                        void queryClient.invalidateQueries({queryKey: query.queryKey, exact: true})
                }
            }),
        [queryClient]
    )
}
