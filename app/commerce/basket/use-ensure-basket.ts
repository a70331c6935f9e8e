import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {statusOf} from './basket-error'
import {BasketCreationHeld, createBasketOnce, isBasketCreationHeld, pendingBasketFor} from './basket-creation'
import {useCurrentBasket} from './use-current-basket'
import {asBasket, type Basket} from './types'

/**
 * The shopper's basket, created when there is none (POST baskets). The customer's basket list is read first
 * when it has not loaded yet, so an existing basket is never duplicated; a "quota exceeded" answer (someone
 * else created it meanwhile) falls back to the existing basket.
 */
export const useEnsureBasket = () => {
    const {basket, customerId, query} = useCurrentBasket()
    const {currency} = useSite()
    const createBasket = useShopperBasketsV2Mutation('createBasket')
    const live = useRef({basket, query, createBasket})
    live.current = {basket, query, createBasket}

    const readExisting = useCallback(async (): Promise<Basket | undefined> => {
        const fresh = await live.current.query.refetch()
        return (fresh.data?.baskets ?? []).map(asBasket).find((candidate) => !candidate.temporaryBasket)
    }, [])

    /**
     * `stale`: the cached basket is known to be gone (a 404), so the list is read again first. `onLoad`: the
     * basket loader's call, which creates nothing while an order holds the basket (isBasketCreationHeld).
     */
    return useCallback(
        async ({
            stale = false,
            onLoad = false
        }: {stale?: boolean; onLoad?: boolean} = {}): Promise<Basket> => {
            const current = stale ? undefined : live.current.basket
            if (current?.basketId) return current
            if (!customerId) throw new Error(GENERIC_ERROR_MESSAGE)
            const pending = stale ? undefined : pendingBasketFor(customerId)
            if (pending) return pending
            return createBasketOnce(customerId, async () => {
                const existing = live.current.query.isSuccess && !stale ? undefined : await readExisting()
                if (existing?.basketId) return existing
                // Checked at the last moment: the order may have taken the basket while the list was read.
                if (onLoad && isBasketCreationHeld()) throw new BasketCreationHeld()
                try {
                    return asBasket(await live.current.createBasket.mutateAsync({body: {currency}}))
                } catch (error) {
                    if (statusOf(error) !== 400) throw error
                    const found = await readExisting()
                    if (found?.basketId) return found
                    throw error
                }
            })
        },
        [customerId, currency, readExisting]
    )
}
