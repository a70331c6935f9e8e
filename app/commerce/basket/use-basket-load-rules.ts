import {useEffect, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {useLocation} from 'react-router-dom'
import {isConfirmationOr3dsPath} from '../../region/page-type'
import {mergeBasketUuid} from '../../rules/account'
import {basketLoadAction} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {useRegisteredCustomer} from '../customer/use-registered-customer'
import {basketGate} from './basket-gate'
import {BasketCreationHeld, createBasketOnce, forgetCreatedBasket} from './basket-creation'
import {clearPaymentCancelled, wasPaymentCancelled} from './shopper-flags'
import {useCurrentBasket} from './use-current-basket'
import {useEnsureBasket} from './use-ensure-basket'
import {asBasket} from './types'

const logFailure = (what: string) => (error: unknown) =>
    console.error(`Basket ${what} failed`, error instanceof Error ? error.message : error)

/**
 * Spec 000 §4's load rules, run in the browser by the basket loader: the basket is fetched or created when
 * the customer id changes (not while a login is in progress, after a cancelled payment, or on a confirmation
 * page); a basket of another customer is recreated; a registered shopper's differing email is written to the
 * basket (PUT baskets/{id}/customer).
 */
export const useBasketLoadRules = (isLoginInProgress: () => boolean, gateReopened: number) => {
    const {pathname, search} = useLocation()
    const {currency} = useSite()
    const {basket, customerId, query} = useCurrentBasket()
    const {customer, isRegistered} = useRegisteredCustomer()
    const ensureBasket = useEnsureBasket()
    const createBasket = useShopperBasketsV2Mutation('createBasket')
    const updateCustomer = useShopperBasketsV2Mutation('updateCustomerForBasket')
    const loadedFor = useRef<string | undefined>()
    const attempted = useRef(new Set<string>())
    const live = useRef({ensureBasket, createBasket, updateCustomer, query})
    live.current = {ensureBasket, createBasket, updateCustomer, query}

    const basketId = basket?.basketId
    const basketCustomerId = basket?.customerInfo?.customerId
    const basketEmail = basket?.customerInfo?.email
    const customerEmail = isRegistered ? customer?.email : undefined

    useEffect(() => {
        if (!customerId || !basketGate.isOpen()) return
        const paymentCancelled = wasPaymentCancelled()
        const action = basketLoadAction({
            customerId,
            previousCustomerId: loadedFor.current,
            loginInProgress: isLoginInProgress(),
            // The link leaves the address bar once it has been handled.
            sharedBasketMerging: Boolean(mergeBasketUuid(search)),
            paymentCancelled,
            path: pathname,
            basketCustomerId,
            basketEmail,
            customerEmail
        })
        const once = (key: string) => {
            if (attempted.current.has(key)) return false
            attempted.current.add(key)
            return true
        }
        if (paymentCancelled && action === 'none' && customerId !== loadedFor.current) {
            // The cancelled payment's basket is left alone for as long as the shopper is on the return page:
            // the shopper id may settle more than once there, and the order is failed (its basket re-opened)
            // only when the page's own work finishes. Loads on the pages after it run as usual.
            loadedFor.current = customerId
        }
        if (paymentCancelled && !isConfirmationOr3dsPath(pathname)) clearPaymentCancelled()
        if (paymentCancelled && action === 'none') return
        if (action === 'fetch-or-create') {
            loadedFor.current = customerId
            live.current.ensureBasket({onLoad: true}).catch((error: unknown) => {
                if (!(error instanceof BasketCreationHeld)) logFailure('load')(error)
            })
        } else if (action === 'recreate' && once(`recreate:${basketId ?? ''}`)) {
            forgetCreatedBasket(customerId)
            createBasketOnce(customerId, async () =>
                asBasket(await live.current.createBasket.mutateAsync({body: {currency}}))
            )
                .then(() => live.current.query.refetch())
                .catch(logFailure('recreation'))
        } else if (
            action === 'update-customer-email' &&
            basketId &&
            once(`email:${basketId}:${customerEmail ?? ''}`)
        ) {
            live.current.updateCustomer
                .mutateAsync({parameters: {basketId}, body: {email: customerEmail as string}})
                .catch(logFailure('customer update'))
        }
    }, [
        customerId,
        pathname,
        search,
        basketId,
        basketCustomerId,
        basketEmail,
        customerEmail,
        currency,
        isLoginInProgress,
        gateReopened
    ])
}
