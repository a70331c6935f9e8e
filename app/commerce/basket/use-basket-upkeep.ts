import {useEffect, useRef} from 'react'
import {useAccessToken, useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {useLocation} from 'react-router-dom'
import {shouldFailStoredOrder} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {clearPendingOrder, failOrder, readPendingOrder} from './pending-order'
import {useBasketProducts} from './use-basket-products'
import {useCurrentBasket} from './use-current-basket'
import {useRemoveBasketLine} from './use-remove-basket-line'

const logFailure = (what: string) => (error: unknown) =>
    console.error(`Basket ${what} failed`, error instanceof Error ? error.message : error)

/**
 * What happens each time the basket has loaded (spec 000 §4, §5): a stored pending order is failed when the
 * page is not the confirmation or 3-D Secure page (and the reopened basket read again); the basket's
 * currency is kept equal to the site's; lines whose product can no longer be fetched are removed.
 */
export const useBasketUpkeep = () => {
    const {pathname} = useLocation()
    const {config, site, locale, currency} = useSite()
    const {basket, status, query} = useCurrentBasket()
    const products = useBasketProducts(basket)
    const {remove} = useRemoveBasketLine()
    const updateBasket = useShopperBasketsV2Mutation('updateBasket')
    const {getTokenWhenReady} = useAccessToken()
    const attempted = useRef(new Set<string>())
    const live = useRef({remove, updateBasket, getTokenWhenReady, query})
    live.current = {remove, updateBasket, getTokenWhenReady, query}
    const once = (key: string) => {
        if (attempted.current.has(key)) return false
        attempted.current.add(key)
        return true
    }

    const basketId = basket?.basketId
    const loaded = status === 'done'

    useEffect(() => {
        if (!loaded) return
        const orderNo = readPendingOrder()
        if (!orderNo || !shouldFailStoredOrder(orderNo, pathname) || !once(`order:${orderNo}`)) return
        const scope = {config, appOrigin: window.location.origin, siteId: site.id, locale: locale.id}
        live.current
            .getTokenWhenReady()
            .then((token) => failOrder(scope, token, orderNo))
            .then(() => live.current.query.refetch())
            .catch(logFailure('pending order'))
            // The id goes only once the re-opened basket is read: until then the checkout knows to wait.
            .finally(clearPendingOrder)
        // once() keeps this to one attempt per order; the scope is read fresh each time.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [loaded, pathname])

    const basketCurrency = basket?.currency
    useEffect(() => {
        if (!basketId || !basketCurrency || basketCurrency === currency) return
        if (!once(`currency:${basketId}:${currency}`)) return
        live.current.updateBasket
            .mutateAsync({parameters: {basketId}, body: {currency}})
            .catch(logFailure('currency update'))
    }, [basketId, basketCurrency, currency])

    const found = products.isSuccess ? products.data : undefined
    useEffect(() => {
        if (!found || !basket) return
        for (const item of basket.productItems ?? []) {
            if (!item.itemId || !item.productId || item.bonusProductLineItem || found.has(item.productId))
                continue
            if (once(`line:${item.itemId}`))
                live.current.remove(item.itemId).catch(logFailure('line removal'))
        }
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [found])
}
