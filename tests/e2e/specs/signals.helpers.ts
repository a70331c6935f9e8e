import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {closeCookieBanner, waitForHydration, waitForText} from '../lib/page-checks'
import {chooseFirstOptions} from '../lib/product-options'
import type {E2EContext} from '../lib/registry'

/**
 * The shopper's path the signals journeys share (spec 000 §4–§7): a listing tile, its product page, the bag
 * and the guest checkout on GB with the test card, plus readers for what the page pushed to its data layer
 * and what the sandbox's third-party stand-ins received.
 */

export const LEGGINGS = '/shop/bottoms/leggings'
const CARD_OK = '4111 1111 1111 1111'

export type DataLayerEntry = {event: string} & Record<string, unknown>

/** A shopper (sign-up modals closed, as every test page starts); the consent banner is left to the test. */
export const shopperPage = async (t: E2EContext, viewport = {width: 1440, height: 900}) => {
    const page = await t.newPage({viewport})
    // The first render of a page type on a cold host, on a loaded machine, can take longer than 15 s.
    page.setDefaultNavigationTimeout(30_000)
    return page
}

/**
 * Opens a page and waits for hydration. Not for the network to fall idle: with consent given, the third-party
 * stand-ins (tag manager beacons, live chat) keep it busy.
 */
export const openPage = async (page: Page, url: string) => {
    await page.goto(url, {waitUntil: 'load'})
    await waitForHydration(page)
}

/**
 * The events in the page's window.dataLayer (plain copies: callbacks dropped), without the tag manager's own
 * 'gtm.*' bookkeeping. Source text: functions with named locals cannot be serialised into the page.
 */
const DATA_LAYER_EVENTS = `(window.dataLayer || [])
    .filter((entry) => entry && typeof entry === 'object' && typeof entry.event === 'string' && !entry.event.startsWith('gtm.'))
    .map((entry) => JSON.parse(JSON.stringify(entry)))`

export const dataLayerEvents = (page: Page) => page.evaluate<DataLayerEntry[]>(DATA_LAYER_EVENTS)

/** Waits until the data layer holds an event of this name (and checkout step). */
export const waitForDataLayer = async (page: Page, event: string, step?: number) => {
    await page.waitForFunction(
        ([name, wanted]) =>
            ((window as unknown as {dataLayer?: Array<Record<string, unknown>>}).dataLayer ?? []).some(
                (entry) =>
                    entry.event === name &&
                    (wanted === undefined || (entry.checkout as {step?: number} | undefined)?.step === wanted)
            ),
        [event, step] as const
    )
}

/**
 * From the listing: the first tile opens its product page (a client-side navigation). `beforeClick` lets a
 * test wait for what the listing reports first (a shopper leaving within a second of hydration is not the case
 * under test).
 */
export const openFirstTile = async (page: Page, t: E2EContext, beforeClick?: () => Promise<void>) => {
    await openPage(page, `${t.baseUrl}${LEGGINGS}`)
    await beforeClick?.()
    const tile = page.locator('main [data-tile-index="0"]')
    const name = ((await tile.locator('a p').first().textContent()) ?? '').trim()
    await tile.locator('a').first().click()
    await page.getByRole('heading', {level: 1, name}).waitFor()
    return name
}

/** On a product page: the first available value of every option group, then 'Add To Bag'. */
export const addShownProductToBag = async (page: Page) => {
    await page.getByRole('button', {name: 'Add To Bag'}).first().waitFor()
    await chooseFirstOptions(page)
    await page.getByRole('button', {name: 'Add To Bag'}).first().click()
    const drawer = page.getByRole('dialog', {name: /Your bag/})
    await drawer.getByTestId('basket-line').first().waitFor()
    return drawer
}

/** From the open mini basket to checkout step 1 (client-side), then the guest's email. */
export const checkoutAsGuest = async (page: Page, drawer: ReturnType<Page['getByRole']>) => {
    await drawer.getByRole('link', {name: 'Checkout'}).click()
    await page.waitForURL(/\/checkout$/)
    await page.getByLabel('Email address').fill('guest.shopper@example.com')
    await page.getByRole('button', {name: 'Continue to delivery'}).click()
    await page.getByLabel('First name').first().waitFor()
}

/** Step 2 (GB address, first delivery method) and step 3 (card 4111…), then the order. */
export const payAndPlaceOrder = async (page: Page) => {
    await page.getByLabel('First name').first().fill('Sam')
    await page.getByLabel('Last name').first().fill('Taylor')
    await page.getByLabel('Address', {exact: true}).fill('21 Long Acre')
    await page.getByLabel('Town / city').fill('London')
    await page.getByLabel('Postcode').fill('WC2E 9LY')
    await page.getByLabel('Phone number').fill('07700 900123')
    const methods = page.getByRole('group', {name: 'Delivery method'})
    await methods.getByRole('radio').first().waitFor()
    await methods.getByRole('radio').first().check({force: true})
    await page.getByRole('button', {name: 'Continue to payment'}).click()
    await page.getByLabel('Card number', {exact: true}).fill(CARD_OK)
    await page.getByLabel('Name on card').fill('Sam Taylor')
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30')
    await page.getByLabel('Security code').fill('123')
    await page.getByRole('button', {name: /Place order/}).click()
    await page.waitForURL(/\/checkout\/confirmation\/[^/?]+/, {timeout: 30_000})
    const orderNo = /\/checkout\/confirmation\/([^/?]+)/.exec(page.url())?.[1] ?? ''
    await waitForText(page, new RegExp(`Order number ${orderNo}`))
    return orderNo
}

/** Answers the consent banner on the current page. */
export const answerConsent = (page: Page, choice: 'Accept all' | 'Reject all') =>
    closeCookieBanner(page, choice)

interface Recorded {
    id: number
    name: string
    clientId?: string
    cookieId?: string
}

/** What the tag manager, customer-data and personalisation stand-ins have received so far (oldest first). */
export const standInRecords = async (t: E2EContext) => {
    const read = async (path: string): Promise<Recorded[]> => {
        const response = await fetch(`${t.sandboxOrigin}${path}`)
        assert.equal(response.status, 200, `${path}: ${response.status}`)
        return (await response.json()) as Recorded[]
    }
    return {
        tagManager: await read('/__sandbox/third-party/hits?service=tag-manager'),
        customerData: await read('/__sandbox/third-party/hits?service=customer-data'),
        personalisation: await read('/__sandbox/personalisation/events')
    }
}

export type StandInRecords = Awaited<ReturnType<typeof standInRecords>>

/** The last id each stand-in has recorded, so a journey can be checked for anything newer. */
export const lastIds = (records: StandInRecords) =>
    Object.fromEntries(
        Object.entries(records).map(([service, list]) => [
            service,
            list.length ? list[list.length - 1].id : 0
        ])
    ) as Record<keyof StandInRecords, number>
