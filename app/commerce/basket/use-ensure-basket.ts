import {useCallback, useEffect, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {GENERIC_ERROR_MESSAGE} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {statusOf} from './basket-error'
import {
    BasketCreationHeld,
    createBasketOnce,
    forgetCreatedBasket,
    isBasketCreationHeld,
    pendingBasketFor
} from './basket-creation'
import {useCurrentBasket} from './use-current-basket'
import {asBasket, type Basket} from './types'

/** How long an add made before the page's session has started waits for it, before it fails as any add would. */
const SESSION_WAIT_MS = 15_000

/**
 * Adds waiting for the session, page-wide: the component that was pressed may be replaced before the session
 * arrives (the page renders again as the session and the shopper's groups land), so whichever instance sees
 * the customer first (the basket loader's, at least) lets every waiting add go on.
 */
const sessionWaiters = new Set<(customerId: string) => void>()

/**
 * The shopper's basket, created when there is none (POST baskets). An add pressed while the page's guest
 * session is still starting (a quick shopper, a slow network) waits for the session instead of failing. The
 * customer's basket list is read first when it has not loaded yet, so an existing basket is never duplicated;
 * a "quota exceeded" answer (someone else created it meanwhile) falls back to the existing basket.
 */
export const useEnsureBasket = () => {
    const {basket, customerId, query} = useCurrentBasket()
    const {currency} = useSite()
    const createBasket = useShopperBasketsV2Mutation('createBasket')
    const live = useRef({basket, query, createBasket, customerId})
    live.current = {basket, query, createBasket, customerId}
    useEffect(() => {
        if (!customerId) return
        const waiting = [...sessionWaiters]
        sessionWaiters.clear()
        waiting.forEach((resume) => resume(customerId))
    }, [customerId])

    const sessionCustomerId = useCallback((): Promise<string> => {
        if (live.current.customerId) return Promise.resolve(live.current.customerId)
        return new Promise<string>((resolve, reject) => {
            const resume = (id: string) => {
                clearTimeout(timer)
                resolve(id)
            }
            const timer = setTimeout(() => {
                sessionWaiters.delete(resume)
                reject(new Error(GENERIC_ERROR_MESSAGE))
            }, SESSION_WAIT_MS)
            sessionWaiters.add(resume)
        })
    }, [])

    const readExisting = useCallback(async (): Promise<Basket | undefined> => {
        const fresh = await live.current.query.refetch()
        return (fresh.data?.baskets ?? []).map(asBasket).find((candidate) => !candidate.temporaryBasket)
    }, [])

    /**
     * `stale`: the cached basket is known to be gone (a 404), so it is forgotten (also as the basket this page
     * created, for the calls after this one) and the list is read again first. `onLoad`: the
     * basket loader's call, which creates nothing while an order holds the basket (isBasketCreationHeld).
     */
    return useCallback(
        async ({
            stale = false,
            onLoad = false
        }: {stale?: boolean; onLoad?: boolean} = {}): Promise<Basket> => {
            const customerId = await sessionCustomerId()
            if (stale) forgetCreatedBasket(customerId)
            const current = stale ? undefined : live.current.basket
            if (current?.basketId) return current
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
        [sessionCustomerId, currency, readExisting]
    )
}
