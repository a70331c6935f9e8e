import {useMemo, useRef} from 'react'
import {useQueryClient, type QueryClient} from '@tanstack/react-query'
import Cookies from 'js-cookie'
import {
    AuthHelpers,
    useAccessToken,
    useAuthHelper,
    useCommerceApi,
    useShopperBasketsV2Mutation
} from '@salesforce/commerce-sdk-react'
import {pushDataLayerEvent} from '../../analytics/data-layer'
import {useSite} from '../../site/site-context'
import {useControllerScope} from '../controllers/use-controller'
import {setInsiderCookie} from './insider-cookie'
import type {Customer, LoginSteps, TokenFields} from './login-sequence'
import {clearAllCaches, clearCatalogueCaches, clearOrderCaches, reloadShopperQueries} from './session-caches'
import {sessionMemory, sleep} from './session-memory'
import {sessionReady} from './session-ready'
import {startSessionClock} from './session-timing'
import {customerGroupsParams} from '../../rules/account'
import {pageContext} from './page-context'
import {
    fetchCustomerGroups,
    setContext,
    syncMarketingStatus,
    updateContext,
    updateMarketingProfile
} from './shopper-controllers'

/** True when the cached basket list of the (guest) shopper is known and holds no items. */
const guestBasketIsEmpty = (client: QueryClient) => {
    const cached = client.getQueriesData<{baskets?: {productItems?: unknown[]}[]}>({
        predicate: ({queryKey}) => queryKey[0] === '/commerce-sdk-react' && queryKey.includes('/baskets')
    })
    const lists = cached.map(([, data]) => data).filter((data) => data !== undefined)
    return (
        lists.length > 0 &&
        lists.every((data) => !data?.baskets?.some((basket) => basket.productItems?.length))
    )
}

const statusOf = (error: unknown) => (error as {response?: {status?: number}})?.response?.status
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Binds the login sequence's steps to the commerce SDK, the query cache and the storefront controllers. The
 * steps read the latest hook values through a ref, so a login started before a re-render still talks to the
 * current SDK objects.
 */
export const useLoginSteps = (): LoginSteps => {
    const queryClient = useQueryClient()
    const scope = useControllerScope()
    const {site, currency} = useSite()
    const {getTokenWhenReady} = useAccessToken()
    const customers = useCommerceApi('shopperCustomers')
    const loginHelper = useAuthHelper(AuthHelpers.LoginRegisteredUserB2C)
    const logoutHelper = useAuthHelper(AuthHelpers.Logout)
    const mergeBasket = useShopperBasketsV2Mutation('mergeBasket')
    const latest = useRef({scope, site, currency, getTokenWhenReady, customers, loginHelper, logoutHelper})
    latest.current = {scope, site, currency, getTokenWhenReady, customers, loginHelper, logoutHelper}
    const merge = useRef(mergeBasket)
    merge.current = mergeBasket

    return useMemo<LoginSteps>(
        () => ({
            // The SDK keeps the refresh token in a cookie named per site (registered or guest).
            hasRefreshToken: () => {
                const siteId = latest.current.site.id
                return Boolean(Cookies.get(`cc-nx_${siteId}`) || Cookies.get(`cc-nx-g_${siteId}`))
            },
            syncMarketingStatus: (email) => syncMarketingStatus(latest.current.scope, email),
            authenticate: async ({email, password}) => {
                // The guest session must exist first: its usid goes with the login so the guest basket can be
                // merged, and a guest login finishing late cannot overwrite the registered tokens.
                await latest.current.getTokenWhenReady()
                return (await latest.current.loginHelper.mutateAsync({
                    username: email,
                    password
                })) as TokenFields
            },
            ensureSession: async () => ({access_token: await latest.current.getTokenWhenReady()}),
            tokenSettled: sessionReady.settle,
            clearAuth: async () => {
                await latest.current.logoutHelper.mutateAsync()
            },
            fetchCustomer: async (customerId) => {
                try {
                    const token = await latest.current.getTokenWhenReady()
                    return (await latest.current.customers.getCustomer({
                        parameters: {customerId},
                        headers: {authorization: `Bearer ${token}`}
                    })) as Customer
                } catch (error) {
                    console.error('Customer could not be loaded', messageOf(error))
                    return undefined
                }
            },
            clearOrders: () => clearOrderCaches(queryClient),
            mergeGuestBasket: async () => {
                // The guest's basket is usually in the cache already (the header shows its count): when it is
                // known to be empty there is nothing to merge, so the call is skipped.
                if (guestBasketIsEmpty(queryClient)) return
                try {
                    await merge.current.mutateAsync({parameters: {createDestinationBasket: true}})
                } catch (error) {
                    // 409: the guest had no basket to merge.
                    if (statusOf(error) !== 409) console.error('Guest basket merge failed', messageOf(error))
                }
            },
            reloadShopperData: () => reloadShopperQueries(queryClient),
            updateMarketingProfile: (email, accessToken) =>
                updateMarketingProfile(latest.current.scope, {email, accessToken}),
            fetchCustomerGroups: (accessToken) =>
                fetchCustomerGroups(
                    latest.current.scope,
                    accessToken,
                    customerGroupsParams(window.location.search)
                ),
            setInsiderCookie,
            clearCatalogue: () => clearCatalogueCaches(queryClient),
            clearEverything: () => clearAllCaches(queryClient),
            refreshContext: async (usid, accessToken, kind) => {
                const {scope: current, site: currentSite, currency: currentCurrency} = latest.current
                const params = pageContext.params(
                    window.location.search,
                    usid,
                    currentSite.country,
                    currentCurrency
                )
                if (kind === 'credentials') {
                    const {glCountry, glCurrency, uuid} = params
                    return updateContext(current, {glCountry, glCurrency, uuid}, accessToken)
                }
                pageContext.sent(params)
                await setContext(current, params, accessToken, sleep)
                return undefined
            },
            fireLoginEvent: ({kind, registered}) =>
                pushDataLayerEvent({
                    event: 'login',
                    login: {method: kind, customerType: registered ? 'registered' : 'guest'}
                }),
            startSessionClock: (rememberMe) => startSessionClock(rememberMe, new Date()),
            wait: sleep,
            previousGroups: sessionMemory.previousGroups,
            rememberGroups: sessionMemory.rememberGroups
        }),
        [queryClient]
    )
}
