import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {assertNoErrors, settleNetwork} from '../lib/page-checks'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {describe, test} from '../lib/registry'
import {
    addShownProductToBag,
    answerConsent,
    checkoutAsGuest,
    dataLayerEvents,
    lastIds,
    openFirstTile,
    openPage,
    payAndPlaceOrder,
    shopperPage,
    standInRecords,
    waitForDataLayer,
    type DataLayerEntry
} from './signals.helpers'

/**
 * The storefront's signals in Chromium (issue #10's proof; spec 001 §4.1, §4.3, §7; spec 000 §7, §9): the
 * data layer's shopping funnel in order with its fields when the shopper allows analytics, nothing at all for
 * the tag manager, the personalisation service or the customer-data platform when they refuse, and the iOS
 * app's bridge messages during a purchase in its web view.
 */

const SLOW = {timeoutMs: 120_000}
const FUNNEL = [
    'view_item_list',
    'select_item',
    'view_item',
    'add_to_cart',
    'begin_checkout',
    'checkout_step',
    'purchase'
] as const

type Ecommerce = {
    currency?: string
    value?: number
    transaction_id?: string
    items?: Array<Record<string, unknown>>
}
const ecommerceOf = (entry: DataLayerEntry | undefined) => (entry?.ecommerce ?? {}) as Ecommerce
const pageOf = (entry: DataLayerEntry) => (entry.page ?? {}) as Record<string, unknown>

const assertItems = (entry: DataLayerEntry | undefined, what: string) => {
    const {currency, items = []} = ecommerceOf(entry)
    assert.equal(currency ?? 'GBP', 'GBP', `${what}: currency`)
    assert.ok(items.length > 0, `${what}: no items`)
    for (const item of items) {
        assert.equal(typeof item.item_id, 'string', `${what}: item_id must be a string`)
        assert.equal(item.item_brand, 'VELA', `${what}: item_brand`)
        assert.ok(
            typeof item.price === 'number' && item.price > 0,
            `${what}: item price ${String(item.price)}`
        )
    }
}

describe('data layer funnel (analytics allowed)', () => {
    test(
        'home → listing → product → bag → checkout → confirmation: every event once, in order, with its fields',
        async (t) => {
            const page = await shopperPage(t)
            const errors = collectErrors(page)
            await openPage(page, `${t.baseUrl}/`)
            // The banner's choice releases the home page's view, held while consent was unknown.
            await answerConsent(page, 'Accept all')
            await waitForDataLayer(page, 'pageView')
            const journal = await dataLayerEvents(page)

            // One document from the listing to the confirmation: the app navigates client-side.
            const productName = await openFirstTile(page, t, () => waitForDataLayer(page, 'pageView'))
            await waitForDataLayer(page, 'view_item')
            const drawer = await addShownProductToBag(page)
            await waitForDataLayer(page, 'add_to_cart')
            await checkoutAsGuest(page, drawer)
            await waitForDataLayer(page, 'checkout_step', 1)
            const orderNo = await payAndPlaceOrder(page)
            await waitForDataLayer(page, 'purchase')
            journal.push(...(await dataLayerEvents(page)))

            const names = journal.map((entry) => entry.event)
            const funnel = journal.filter((entry) => (FUNNEL as readonly string[]).includes(entry.event))
            // Checkout progress as spec 001 §4.1 numbers it (1 shipping, 2 emailConfirmation, 3 payment), derived
            // from the basket (spec 000 §4): a guest who gives the email first goes from 1 straight to 3.
            const stepOf = (entry: DataLayerEntry) => (entry.checkout as {step?: number} | undefined)?.step
            assert.deepEqual(
                funnel.map((entry) =>
                    entry.event === 'checkout_step' ? `checkout_step:${String(stepOf(entry))}` : entry.event
                ),
                [
                    'view_item_list',
                    'select_item',
                    'view_item',
                    'add_to_cart',
                    'begin_checkout',
                    'checkout_step:1',
                    'checkout_step:3',
                    'purchase'
                ],
                `data layer: ${names.join(', ')}`
            )

            // Page views: home, listing, product, checkout, each once, in that order; never the confirmation.
            const views = journal.filter((entry) => entry.event === 'pageView').map(pageOf)
            assert.deepEqual(
                views.map((view) => view.type),
                ['home', 'category', 'product', 'checkout'],
                `page views: ${JSON.stringify(views.map((view) => view.path))}`
            )
            for (const view of views) {
                assert.equal(view.site, 'vela-gb')
                assert.equal(view.currency, 'GBP')
                assert.ok(String(view.url).startsWith(t.baseUrl), `page view url ${String(view.url)}`)
                assert.ok(String(view.title).length > 0, 'page view without a title')
            }
            const first = (name: string) => journal.findIndex((entry) => entry.event === name)
            const viewIndex = (type: string) =>
                journal.findIndex((entry) => entry.event === 'pageView' && pageOf(entry).type === type)
            assert.ok(viewIndex('category') < first('view_item'), 'the listing is viewed before the product')

            const byName = (name: string) => journal.filter((entry) => entry.event === name)
            const list = ecommerceOf(byName('view_item_list')[0])
            assert.equal((list as {item_list_name?: string}).item_list_name, 'category:leggings')
            assert.deepEqual(
                list.items?.slice(0, 3).map((item) => item.index),
                [1, 2, 3],
                'tile positions are numbers from 1'
            )
            assertItems(byName('view_item')[0], 'view_item')
            assert.equal(ecommerceOf(byName('view_item')[0]).items?.[0].item_name, productName)
            assertItems(byName('add_to_cart')[0], 'add_to_cart')
            assert.equal(ecommerceOf(byName('add_to_cart')[0]).items?.[0].quantity, 1)
            assertItems(byName('begin_checkout')[0], 'begin_checkout')
            assert.deepEqual(
                byName('checkout_step').map((entry) => entry.checkout),
                [
                    {step: 1, name: 'shipping'},
                    {step: 3, name: 'payment'}
                ]
            )
            const purchase = ecommerceOf(byName('purchase')[0])
            assert.equal(purchase.transaction_id, orderNo)
            assert.equal(purchase.currency, 'GBP')
            assert.ok((purchase.value ?? 0) >= (ecommerceOf(byName('add_to_cart')[0]).value ?? Infinity))
            assertItems(byName('purchase')[0], 'purchase')

            // A reload of the confirmation sends neither the purchase again nor a page view.
            await page.reload({waitUntil: 'load'})
            await page.getByText(`Order number ${orderNo}`).waitFor()
            await settleNetwork(page)
            await page.waitForTimeout(1000)
            const afterReload = (await dataLayerEvents(page)).map((entry) => entry.event)
            assert.ok(!afterReload.includes('purchase'), `purchase sent again: ${afterReload.join(', ')}`)
            assert.ok(!afterReload.includes('pageView'), 'a page view on the confirmation page')

            // The tag manager stand-in received the funnel for this browser: its analytics tag fired for every
            // event, the purchase once despite the reload (the advertising tag fires for shopping events too).
            const clientId = (await page.context().cookies()).find(
                (cookie) => cookie.name === '_vela_tm'
            )?.value
            assert.ok(clientId, 'the tag manager never set its client id')
            const hits = new URLSearchParams({service: 'tag-manager', clientId})
            const response = await fetch(`${t.sandboxOrigin}/__sandbox/third-party/hits?${hits.toString()}`)
            const fired = ((await response.json()) as Array<{name: string; payload: {tag?: string}}>).map(
                (hit) => `${hit.payload.tag ?? ''}:${hit.name}`
            )
            for (const name of FUNNEL)
                assert.ok(
                    fired.includes(`analytics:${name}`),
                    `the tag manager missed ${name}: ${fired.join(', ')}`
                )
            assert.equal(fired.filter((name) => name === 'analytics:purchase').length, 1, fired.join(', '))
            assert.equal(fired.filter((name) => name === 'advertising:purchase').length, 1, fired.join(', '))
            assertNoErrors(errors, 'funnel')
        },
        SLOW
    )
})

describe('consent refused', () => {
    test(
        'Reject all: bag and checkout send nothing to the tag manager, personalisation or customer-data services',
        async (t) => {
            const before = lastIds(await standInRecords(t))
            const page = await shopperPage(t)
            const errors = collectErrors(page)
            const outgoing: string[] = []
            // The consent tool's own receipt (third-party/collect/consent) is the choice being recorded.
            page.on('request', (request) => {
                if (
                    /\/third-party\/(collect\/)?(tag-manager|customer-data)|\/personalisation\//.test(
                        request.url()
                    )
                )
                    outgoing.push(request.url())
            })
            await openPage(page, `${t.baseUrl}/`)
            await answerConsent(page, 'Reject all')
            await openFirstTile(page, t)
            const drawer = await addShownProductToBag(page)
            await checkoutAsGuest(page, drawer)
            await settleNetwork(page)
            // Beacons leave on a timer: give anything that would be sent the time to arrive.
            await page.waitForTimeout(1500)

            // The data layer only tells the (absent) container the consent state: no shopping event is written.
            const events = await dataLayerEvents(page)
            assert.deepEqual(
                [...new Set(events.map((entry) => `${entry.event} ${String(entry.consentGroups ?? '')}`))],
                ['consentUpdate ,C0001,'],
                JSON.stringify(events)
            )
            assert.deepEqual(outgoing, [], 'requests to the third-party services')
            const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
            for (const name of ['_vela_tm', '_dyid', '_dyjsession'])
                assert.ok(!cookies.includes(name), `${name} was set without consent`)

            const after = await standInRecords(t)
            for (const [service, list] of Object.entries(after) as Array<
                [keyof typeof after, Array<{id: number; name: string}>]
            >) {
                const newer = list.filter((record) => record.id > before[service])
                assert.deepEqual(
                    newer.map((record) => record.name),
                    [],
                    `${service} received events after 'Reject all'`
                )
            }
            assertNoErrors(errors, 'consent refused')
        },
        SLOW
    )
})

/** The app's WKWebView: an iPhone's WebKit without 'Safari'. */
const IOS_WEB_VIEW_AGENT =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

/** Records what the page posts to the app's message handler, across page loads. */
const recordAppMessages = async (page: Page) => {
    const messages: Array<Record<string, unknown>> = []
    await page.exposeFunction('__velaTestAppMessage', (message: string) => {
        messages.push(JSON.parse(message) as Record<string, unknown>)
    })
    await page.addInitScript(`window.webkit = {messageHandlers: {velaApp: {postMessage: function (message) {
        window.__velaTestAppMessage(message)
    }}}}`)
    return messages
}

/** Polls a Node-side condition (messages arrive through the exposed function) for up to 5 s. */
const until = async (page: Page, condition: () => boolean) => {
    for (let waited = 0; !condition() && waited < 5000; waited += 100) await page.waitForTimeout(100)
}

describe('iOS app web view', () => {
    test(
        'a purchase with isWebView posts sign-in page, consent, bag and order messages to the app bridge',
        async (t) => {
            const page = await shopperPage(t, VIEWPORTS.mobile)
            const errors = collectErrors(page)
            const messages = await recordAppMessages(page)
            // The order type is 'app - iOS' only in the web view of an iOS device (spec 000 §9).
            const cdp = await page.context().newCDPSession(page)
            await cdp.send('Network.setUserAgentOverride', {userAgent: IOS_WEB_VIEW_AGENT})
            const types = () => messages.map((message) => message.type)

            await openPage(page, `${t.baseUrl}/sign-in-join-now-web-view.html?isWebView=true`)
            await answerConsent(page, 'Accept all')
            await page.waitForFunction(() => document.cookie.includes('dw_cookies_accepted=1'))
            // The guest's (empty) bag may be told meanwhile; the sign-in page and consent come in this order.
            const told = messages.filter((message) => message.type !== 'basketUpdated')
            assert.deepEqual(
                told.map((message) => message.type),
                ['signInPageShown', 'acceptedCookies'],
                JSON.stringify(messages)
            )
            assert.deepEqual(told[1].groups, ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'])

            // The web view is remembered for the session: the next pages carry no query.
            await openPage(page, `${t.baseUrl}/product/VL10001`)
            const drawer = await addShownProductToBag(page)
            const basketMessages = () =>
                messages.filter(
                    (message) => message.type === 'basketUpdated' && Number(message.itemCount) > 0
                )
            await until(page, () => basketMessages().length > 0)
            const basket = basketMessages()[basketMessages().length - 1]
            assert.ok(basket, `no basket message: ${JSON.stringify(messages)}`)
            assert.equal(basket.itemCount, 1)
            assert.equal(basket.currency, 'GBP')
            assert.ok(typeof basket.basketId === 'string' && basket.basketId.length > 0)
            assert.ok(typeof basket.total === 'number' && basket.total > 0)

            await checkoutAsGuest(page, drawer)
            const orderNo = await payAndPlaceOrder(page)
            await until(page, () => types().includes('orderPlaced'))
            const placed = messages.filter((message) => message.type === 'orderPlaced')
            assert.equal(placed.length, 1, JSON.stringify(messages))
            assert.equal(placed[0].orderNo, orderNo)
            assert.equal(placed[0].orderType, 'app - iOS')
            assert.equal(placed[0].currency, 'GBP')
            assert.ok(typeof placed[0].total === 'number' && placed[0].total > 0)
            // Nothing is posted that the app does not know, and no sign-in state changed for a guest.
            assert.ok(
                messages.every((message) =>
                    ['signInPageShown', 'acceptedCookies', 'basketUpdated', 'orderPlaced'].includes(
                        String(message.type)
                    )
                ),
                JSON.stringify(messages)
            )
            const cookies = Object.fromEntries(
                (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value])
            )
            assert.equal(cookies.dw, '1')
            assert.equal(cookies.dw_cookies_accepted, '1')
            const draw = Number(cookies.dwapupreq)
            assert.ok(Number.isInteger(draw) && draw >= 1 && draw <= 100, `dwapupreq ${cookies.dwapupreq}`)
            assertNoErrors(errors, 'web view purchase')
        },
        SLOW
    )
})
