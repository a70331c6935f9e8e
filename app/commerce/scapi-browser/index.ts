import {createApiClass, type ApiClass} from './api-class'
import {ClientConfig} from './client-config'
import {MaintenanceError, ResponseError} from './errors'
import {API_TABLES} from './operations'
import * as slas from './slas-helpers'
import {templateUrl} from './template-url'

/**
 * commerce-sdk-isomorphic for the browser bundle (webpack.config.js aliases the package to this module in the
 * client build only; the server, the tests and the sandbox use the SDK itself). The SDK ships as one
 * pre-bundled file with its polyfills, about 57 kB gzip in every page's first load, most of it code the
 * browser never runs. This module has the SDK's shape, as commerce-sdk-react uses it:
 * - every Shopper API client class, driven by a table generated from the installed SDK (operations.ts), so
 *   each call sends what the SDK's own method sends;
 * - the SLAS helpers the browser session uses; the other helpers load the SDK itself on first use.
 * scapi-browser.test.ts compares requests with the SDK's for every operation and login flow.
 */

const api = (name: string): ApiClass => {
    const table = API_TABLES[name]
    if (!table) throw new Error(`No operations table for ${name}: run scripts/scapi/generate.ts`)
    return createApiClass(table)
}

export const ShopperAvailability = api('ShopperAvailability')
export const ShopperBaskets = api('ShopperBaskets')
export const ShopperBasketsV2 = api('ShopperBasketsV2')
export const ShopperConfigurations = api('ShopperConfigurations')
export const ShopperConsents = api('ShopperConsents')
export const ShopperContexts = api('ShopperContexts')
export const ShopperCustomers = api('ShopperCustomers')
export const ShopperExperience = api('ShopperExperience')
export const ShopperGiftCertificates = api('ShopperGiftCertificates')
export const ShopperLogin = api('ShopperLogin')
export const ShopperOrders = api('ShopperOrders')
export const ShopperPayments = api('ShopperPayments')
export const ShopperProducts = api('ShopperProducts')
export const ShopperPromotions = api('ShopperPromotions')
export const ShopperSEO = api('ShopperSEO')
export const ShopperSearch = api('ShopperSearch')
export const ShopperStores = api('ShopperStores')

export {ClientConfig, MaintenanceError, ResponseError}

/** The SDK's URL class, for callers that build SCAPI URLs themselves. */
export class TemplateURL extends URL {
    constructor(
        url: string,
        base: string,
        parameters?: {
            pathParams?: Record<string, unknown>
            queryParams?: Record<string, unknown>
            origin?: string
        }
    ) {
        super(templateUrl(url, base, parameters ?? {}))
    }
}

type Helpers = Record<string, (...args: unknown[]) => unknown>
type HelperOptions = {
    slasClient: slas.SlasClient
    privateClient?: boolean
    enableHttpOnlySessionCookies?: boolean
    credentials?: {clientSecret?: string}
}

const loadSdk = () =>
    import(
        /* webpackChunkName: "commerce-sdk" */ 'commerce-sdk-isomorphic/lib/index.cjs.js'
    ) as unknown as Promise<{
        helpers: Helpers
        ShopperLogin: new (config: ClientConfig) => slas.SlasClient
    }>

const hasSlasClient = (value: unknown): value is HelperOptions =>
    typeof value === 'object' && value !== null && 'slasClient' in value

/** A helper of the SDK itself, loaded on first use; a SLAS client passed in is rebuilt as the SDK's own. */
const fromSdk =
    (name: string) =>
    async (...args: unknown[]) => {
        const sdk = await loadSdk()
        const [first, ...rest] = args
        const options = hasSlasClient(first)
            ? {...first, slasClient: new sdk.ShopperLogin(first.slasClient.clientConfig)}
            : first
        return sdk.helpers[name](options, ...rest)
    }

/** Flows the browser session does not use (private clients, HttpOnly session cookies) go to the SDK. */
const needsSdk = (options: HelperOptions) =>
    Boolean(
        options.privateClient || options.enableHttpOnlySessionCookies || options.credentials?.clientSecret
    )

const Login = ShopperLogin as unknown as slas.SlasClientClass

export const helpers = {
    isBrowser: true,
    isNode: false,
    globalObject: typeof window === 'undefined' ? globalThis : window,
    hasFetchAvailable: true,
    fetch: (input: string, init?: RequestInit) => fetch(input, init),
    stringToBase64: slas.stringToBase64,
    getCodeAndUsidFromUrl: slas.getCodeAndUsidFromUrl,
    createCodeVerifier: slas.createCodeVerifier,
    generateCodeChallenge: slas.generateCodeChallenge,
    authorize: (options: Parameters<typeof slas.authorize>[0] & HelperOptions) =>
        needsSdk(options) ? fromSdk('authorize')(options) : slas.authorize(options, Login),
    loginGuestUser: (options: Parameters<typeof slas.loginGuestUser>[0] & HelperOptions) =>
        needsSdk(options) ? fromSdk('loginGuestUser')(options) : slas.loginGuestUser(options, Login),
    loginRegisteredUserB2C: (options: Parameters<typeof slas.loginRegisteredUserB2C>[0] & HelperOptions) =>
        needsSdk(options)
            ? fromSdk('loginRegisteredUserB2C')(options)
            : slas.loginRegisteredUserB2C(options, Login),
    refreshAccessToken: (options: Parameters<typeof slas.refreshAccessToken>[0] & HelperOptions) =>
        needsSdk(options) ? fromSdk('refreshAccessToken')(options) : slas.refreshAccessToken(options),
    logout: slas.logout,
    authorizeIDP: fromSdk('authorizeIDP'),
    loginIDPUser: fromSdk('loginIDPUser'),
    loginGuestUserPrivate: fromSdk('loginGuestUserPrivate'),
    authorizePasswordless: fromSdk('authorizePasswordless'),
    getPasswordLessAccessToken: fromSdk('getPasswordLessAccessToken'),
    callCustomEndpoint: fromSdk('callCustomEndpoint'),
    doFetch: fromSdk('doFetch'),
    encodeSCAPISpecialCharacters: (value: string) => value.replace(/%/g, '%25').replace(/,/g, '%2C'),
    MaintenanceError
}
