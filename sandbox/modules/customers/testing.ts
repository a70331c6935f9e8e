import {ShopperCustomers} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../core/config'
import {RECAPTCHA_TEST_TOKEN} from '../accounts/recaptcha'
import {loginGuest, loginRegistered, sdkConfig} from '../slas/testing'

/**
 * Test helpers for account tests: the real ShopperCustomers client against a running sandbox, fresh
 * registered shoppers (so tests never share mutable accounts), and problem-body capture for failed calls.
 */
export const {organizationId} = loadSandboxConfig()
export const CUSTOMERS_API = `/customer/shopper-customers/v1/organizations/${organizationId}/customers`

export const customersClient = (origin: string, accessToken: string, siteId = 'vela-gb') =>
    new ShopperCustomers({
        ...sdkConfig(origin, siteId),
        headers: {authorization: `Bearer ${accessToken}`, 'c_x-recaptcha-token': RECAPTCHA_TEST_TOKEN}
    })

/** The status and JSON body of a call that must fail (a ResponseError from the client, or a fetch Response). */
export const failure = async (call: Promise<unknown>) => {
    try {
        const result = await call
        if (result instanceof Response && !result.ok)
            return {status: result.status, body: await result.json()}
    } catch (error) {
        const response = (error as {response?: Response}).response
        if (!response) throw error
        const text = await response.text()
        return {status: response.status, body: text ? JSON.parse(text) : {}}
    }
    throw new Error('expected the call to fail')
}

let counter = 0
export const uniqueLogin = (prefix = 'shopper') =>
    `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`

export const DEFAULT_TEST_PASSWORD = 'Str0ng#Pass'

/** Registers a new customer through the API and logs them in; returns their tokens and credentials. */
export const registeredShopper = async (
    origin: string,
    options: {firstName?: string; password?: string; siteId?: string} = {}
) => {
    const login = uniqueLogin()
    const password = options.password ?? DEFAULT_TEST_PASSWORD
    const guest = await loginGuest(origin, {siteId: options.siteId})
    await customersClient(origin, guest.access_token, options.siteId).registerCustomer({
        body: {
            customer: {login, email: login, firstName: options.firstName ?? 'Robin', lastName: 'Hart'},
            password
        }
    })
    const tokens = await loginRegistered(origin, login, password, {usid: guest.usid, siteId: options.siteId})
    return {login, password, tokens, client: customersClient(origin, tokens.access_token, options.siteId)}
}
