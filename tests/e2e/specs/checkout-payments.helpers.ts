import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {openHydrated, waitForText} from '../lib/page-checks'
import type {E2EContext} from '../lib/registry'
import {ORG, sessionState} from './account.helpers'
import {answerScarcityPopups, essentialConsentCookies} from '../lib/returning-shopper'

/**
 * Shared steps of the payment journeys (no tests here). Baskets are set up through the Shopper API with the
 * browser's own shopper token where the UI step is covered by other journeys (adding to bag, the GB address
 * form), so each journey spends its time on what it proves.
 */
export interface SiteUnderTest {
    id: string
    /** URL prefix ('' for GB, '/us', '/eu/fr-FR', '/au'). */
    prefix: string
    country: string
}

export const GB: SiteUnderTest = {id: 'vela-gb', prefix: '', country: 'GB'}
export const US: SiteUnderTest = {id: 'vela-us', prefix: '/us', country: 'US'}
export const EU_FR: SiteUnderTest = {id: 'vela-eu', prefix: '/eu/fr-FR', country: 'FR'}
export const AU: SiteUnderTest = {id: 'vela-au', prefix: '/au', country: 'AU'}

export const ADDRESSES = {
    GB: {
        firstName: 'Sam',
        lastName: 'Taylor',
        address1: '21 Long Acre',
        city: 'London',
        postalCode: 'WC2E 9LY',
        countryCode: 'GB',
        phone: '07700900123'
    },
    AU: {
        firstName: 'Mia',
        lastName: 'Nguyen',
        address1: '1 George Street',
        city: 'Sydney',
        postalCode: '2000',
        countryCode: 'AU',
        phone: '0299990000'
    }
}

/**
 * A shopper's page: the consent choice made (essential only) and the country cookie set (the sign-up modals
 * start closed on every test page), so no banner, popup or country prompt covers the checkout.
 */
export const paymentsPage = async (t: E2EContext, country: string) => {
    const page = await t.newPage()
    const url = new URL(t.baseUrl)
    const cookie = (name: string, value: string) => ({name, value, domain: url.hostname, path: '/'})
    await page
        .context()
        .addCookies([...essentialConsentCookies(url.hostname), cookie('vela_country', country)])
    await answerScarcityPopups(page)
    return page
}

const api = async (t: E2EContext, token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${t.sandboxOrigin}${path}`, {
        method,
        headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : {'content-type': 'application/json'})
        },
        ...(body === undefined ? {} : {body: JSON.stringify(body)})
    })
    const text = await response.text()
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>
}

const baskets = (site: SiteUnderTest, rest = '') =>
    `/checkout/shopper-baskets/v2/organizations/${ORG}/baskets${rest}?siteId=${site.id}`

/**
 * A sellable variant of the leggings every site sells, in size M: the journeys that pick options in the page
 * take the first size in stock (XXS, 11 in the seed), which the API-made baskets would otherwise use up.
 */
const variantOf = async (t: E2EContext, token: string, site: SiteUnderTest) => {
    const product = (await api(
        t,
        token,
        'GET',
        `/product/shopper-products/v1/organizations/${ORG}/products/VL10001?siteId=${site.id}`
    )) as {variants?: {productId: string; orderable?: boolean; variationValues?: Record<string, string>}[]}
    const orderable = (product.variants ?? []).filter((candidate) => candidate.orderable !== false)
    const variant = orderable.find((candidate) => candidate.variationValues?.size === 'M') ?? orderable[0]
    assert.ok(variant, 'VL10001 has an orderable variant')
    return variant.productId
}

export interface BasketSetup {
    email?: string
    address?: Record<string, string>
    method?: string
}

/**
 * The shopper's basket with one product and, as asked, email, shipping address and method, made through the
 * Shopper API with the token the storefront holds. The page must have loaded the site once (the session).
 */
/**
 * The basket the storefront's load rules create for the shopper on the page just opened. It is waited for,
 * not raced: a second basket created here would exceed the shopper's basket quota.
 */
const shoppersBasket = async (
    t: E2EContext,
    accessToken: string,
    customerId: string,
    site: SiteUnderTest
) => {
    const path = `/customer/shopper-customers/v1/organizations/${ORG}/customers/${customerId}/baskets?siteId=${site.id}`
    for (const started = Date.now(); Date.now() - started < 10_000; ) {
        const own = (await api(t, accessToken, 'GET', path)) as {baskets?: {basketId: string}[]}
        const found = own.baskets?.[0]?.basketId
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return ((await api(t, accessToken, 'POST', baskets(site), {})) as {basketId: string}).basketId
}

export const setUpBasket = async (page: Page, t: E2EContext, site: SiteUnderTest, setup: BasketSetup) => {
    // Both halves of the session, with values: the storefront writes the token and the customer id one after the
    // other, and may write a key before its value while the guest sign-in completes.
    let state = await sessionState(page)
    for (
        const started = Date.now();
        !(state.accessToken && state.customerId) && Date.now() - started < 15_000;

    ) {
        await page.waitForTimeout(200)
        state = await sessionState(page)
    }
    const {accessToken, customerId} = state
    assert.ok(accessToken && customerId, 'the storefront holds a shopper session')
    const basketId = await shoppersBasket(t, accessToken, customerId, site)
    const productId = await variantOf(t, accessToken, site)
    await api(t, accessToken, 'POST', baskets(site, `/${basketId}/items`), [{productId, quantity: 1}])
    if (setup.email)
        await api(t, accessToken, 'PUT', baskets(site, `/${basketId}/customer`), {email: setup.email})
    if (setup.address) {
        await api(
            t,
            accessToken,
            'PUT',
            `${baskets(site, `/${basketId}/shipments/me/shipping-address`)}&useAsBilling=true`,
            setup.address
        )
    }
    if (setup.method)
        await api(t, accessToken, 'PUT', baskets(site, `/${basketId}/shipments/me/shipping-method`), {
            id: setup.method
        })
    return {basketId, accessToken, customerId}
}

/** The shopper's current basket as the platform has it (to prove it is the same basket, intact). */
export const currentBasket = async (t: E2EContext, page: Page, site: SiteUnderTest) => {
    const {accessToken, customerId} = await sessionState(page)
    assert.ok(accessToken && customerId, 'the storefront holds a shopper session')
    const own = (await api(
        t,
        accessToken,
        'GET',
        `/customer/shopper-customers/v1/organizations/${ORG}/customers/${customerId}/baskets?siteId=${site.id}`
    )) as {
        baskets?: {
            basketId: string
            productItems?: unknown[]
            paymentInstruments?: {paymentMethodId: string}[]
        }[]
    }
    return own.baskets?.[0]
}

/** Opens the checkout at step 3 (the basket already has email, address and method). */
export const openPaymentStep = async (page: Page, t: E2EContext, site: SiteUnderTest) => {
    await openHydrated(page, `${t.baseUrl}${site.prefix}/checkout`)
    await page
        .locator(`section[aria-labelledby="checkout-step-3"][data-state="active"]`)
        .waitFor({timeout: 30_000})
}

/** Orders the browser created (POST …/orders answered 2xx), and every answer to it. */
export const watchOrders = (...pages: Page[]) => {
    const created: string[] = []
    const refused: number[] = []
    for (const page of pages) {
        page.on('response', (response) => {
            const request = response.request()
            if (request.method() !== 'POST' || !/\/orders$/.test(new URL(response.url()).pathname)) return
            if (response.ok()) created.push(response.url())
            else refused.push(response.status())
        })
    }
    return {created, refused}
}

export const enterCard = async (page: Page, number: string, labels = CARD_LABELS_EN) => {
    await page.getByLabel(labels.number, {exact: true}).fill(number)
    await page.getByLabel(labels.holder).fill('Sam Taylor')
    await page.getByLabel(labels.expiry).fill('12/30')
    await page.getByLabel(labels.securityCode).fill('123')
}

export const CARD_LABELS_EN = {
    number: 'Card number',
    holder: 'Name on card',
    expiry: 'Expiry date (MM/YY)',
    securityCode: 'Security code'
}

export const waitForConfirmation = async (page: Page, numberText = 'Order number') => {
    await page.waitForURL(/\/checkout\/confirmation\/[^/?]+/, {timeout: 30_000})
    const orderNo = /\/checkout\/confirmation\/([^/?]+)/.exec(page.url())?.[1] ?? ''
    await waitForText(page, new RegExp(`${numberText} ${orderNo}`))
    return orderNo
}
