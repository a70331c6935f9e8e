import type {ShopperCustomersTypes} from 'commerce-sdk-isomorphic'
import {isRegisteredLogin, loginKind} from '../../rules/account'
import {withLoginRetry} from './login-retry'
import {tokenIdentity} from './token-claims'

export type Customer = ShopperCustomersTypes.Customer

export interface LoginCredentials {
    email: string
    password: string
    rememberMe?: boolean
}

/** The token response fields the sequence reads (SLAS TokenResponse). */
export interface TokenFields {
    access_token: string
    customer_id?: string
    usid?: string
    id_token?: string
    enc_user_id?: string
}

/** Each effect of the sequence, supplied by the React hook (and by tests). */
export interface LoginSteps {
    hasRefreshToken: () => boolean
    syncMarketingStatus: (email: string) => Promise<void>
    /** SLAS login with credentials, carrying the current guest usid so the guest basket can be merged. */
    authenticate: (credentials: LoginCredentials) => Promise<TokenFields>
    /** The SDK's own session: a valid token, else refresh, else a new guest. */
    ensureSession: () => Promise<TokenFields>
    /** The token step has ended (a token, or a failure): customer-scoped reads may run. */
    tokenSettled: () => void
    clearAuth: () => Promise<void>
    fetchCustomer: (customerId: string) => Promise<Customer | undefined>
    clearOrders: () => void
    mergeGuestBasket: () => Promise<void>
    reloadShopperData: () => void
    updateMarketingProfile: (email: string, accessToken: string) => Promise<string[] | undefined>
    fetchCustomerGroups: (accessToken: string) => Promise<string[] | undefined>
    setInsiderCookie: (groups: readonly string[] | undefined) => void
    clearCatalogue: () => void
    clearEverything: () => void
    /**
     * "refresh context": a restored or guest session sends the page's context (PWA-SetContext); after a
     * sign-in the platform re-reads it (PWA-UpdateContext), answering with the shopper's groups.
     */
    refreshContext: (
        usid: string,
        accessToken: string,
        kind: LoginResult['kind']
    ) => Promise<string[] | undefined>
    fireLoginEvent: (result: LoginResult) => void
    startSessionClock: (rememberMe: boolean) => void
    wait: (ms: number) => Promise<void>
    /** The groups the storefront last knew, to spot a customer-group change. */
    previousGroups: () => readonly string[] | undefined
    rememberGroups: (groups: readonly string[]) => void
}

export interface LoginResult {
    kind: 'credentials' | 'refresh' | 'guest'
    registered: boolean
    customerId?: string
    customer?: Customer
    customerGroups?: string[]
}

const sameGroups = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** "a customer-group change clears everything" (spec 001 §4.1). */
const noteGroups = (steps: LoginSteps, groups: readonly string[] | undefined) => {
    if (!groups) return
    const previous = steps.previousGroups()
    steps.rememberGroups(groups)
    if (previous && !sameGroups(previous, groups)) steps.clearEverything()
}

/**
 * The full login sequence of spec 001 §4.1, in its order: sync marketing status, authenticate, fetch the
 * customer if registered, clear orders, get or create the basket, update the marketing profile, set the
 * insider cookie, refresh context, fire a login event. A guest gets the customer group fetched instead (and
 * has no addresses to load).
 */
export const runLoginSequence = async (
    steps: LoginSteps,
    credentials?: LoginCredentials
): Promise<LoginResult> => {
    const kind = loginKind(Boolean(credentials), steps.hasRefreshToken() ? 'present' : undefined)
    if (credentials) await steps.syncMarketingStatus(credentials.email)

    const token = await withLoginRetry(
        () => (credentials ? steps.authenticate(credentials) : steps.ensureSession()),
        {isRefreshing: kind === 'refresh', clearAuth: steps.clearAuth, wait: steps.wait}
    ).finally(steps.tokenSettled)
    const identity = tokenIdentity(token.access_token)
    // A token response proves a registered login by its identity token and encrypted user id; a session the
    // SDK restored by itself is read from the access token's identity claims.
    const registered = credentials ? isRegisteredLogin(token) : identity.registered
    const customerId = token.customer_id ?? identity.customerId
    const usid = token.usid ?? identity.usid

    if (credentials) {
        steps.startSessionClock(credentials.rememberMe ?? true)
        steps.clearCatalogue()
    }
    const customer = registered && customerId ? await steps.fetchCustomer(customerId) : undefined
    steps.clearOrders()
    if (registered && credentials) await steps.mergeGuestBasket()
    steps.reloadShopperData()

    const email = customer?.email ?? credentials?.email
    const groups =
        registered && email
            ? await steps.updateMarketingProfile(email, token.access_token)
            : await steps.fetchCustomerGroups(token.access_token)
    steps.setInsiderCookie(groups)
    noteGroups(steps, groups)
    const contextGroups = usid ? await steps.refreshContext(usid, token.access_token, kind) : undefined
    noteGroups(steps, contextGroups)

    const result: LoginResult = {kind, registered, customerId, customer, customerGroups: groups}
    steps.fireLoginEvent(result)
    return result
}
