import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {chooseFirstOptions} from '../lib/product-options'
import {assertNoErrors, closeCookieBanner, openHydrated} from '../lib/page-checks'
import {describe, test, type E2EContext, type PageOptions} from '../lib/registry'
import {essentialConsentCookies} from '../lib/returning-shopper'

/**
 * Merchandising in Chromium against the seeded sandbox (spec 000 §3–§5, §9; spec 001 §4.5, §7): badges by the
 * site's rules (live stock, a scheduled badge appearing and expiring), the quick view on phone tiles, the
 * product page's reviews panel and pay-later message (and the bag's), video in content blocks, the landing
 * page's recommendation carousel and the category page's 'Complete the look'.
 *
 * Data: in /shop/accessories/fitness-equipment, Aura Lightweight Resistance Bands are 'New' (replaced by 'Just
 * Landed') and low on stock (under 50: 'Low Stock'); Motion Dumbbells are on sale ('Last Chance') and listed by
 * the 'Black Friday' rule, scheduled 27 Nov – 1 Dec 2099 with a higher priority.
 */
const FITNESS = '/shop/accessories/fitness-equipment'
const PRODUCT = '/product/VL10001'

const shopperPage = async (t: E2EContext, options: PageOptions = {viewport: VIEWPORTS.desktop}) => {
    const page = await t.newPage(options)
    await page.context().addCookies(essentialConsentCookies(new URL(t.baseUrl).hostname))
    return page
}

const tile = (page: Page, name: string) => page.locator('main [data-product-tile]').filter({hasText: name})
const badge = (page: Page, name: string, slot: string) =>
    tile(page, name).locator(`[data-badge-slot="${slot}"]`)

const waitForBadge = async (page: Page, name: string, slot: string, label: string) =>
    page.waitForFunction(
        ([tileName, slotName, text]) =>
            Array.from(document.querySelectorAll('main [data-product-tile]')).some(
                (node) =>
                    node.textContent?.includes(tileName) &&
                    node.querySelector(`[data-badge-slot="${slotName}"]`)?.textContent === text
            ),
        [name, slot, label] as const,
        {timeout: 15_000}
    )

describe('merchandising', () => {
    test('tile badges follow the rules: a replaced label, live stock, and a scheduled badge that appears and expires', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}${FITNESS}`)
        const bands = 'Aura Lightweight Resistance Bands'
        assert.equal(await badge(page, bands, 'topLeft').textContent(), 'Just Landed')
        await waitForBadge(page, bands, 'bottomLeft', 'Low Stock')
        assertNoErrors(errors, FITNESS)

        // The shopper's clock two seconds before the Black Friday window opens.
        const later = await shopperPage(t)
        await later.clock.install({time: new Date('2099-11-26T23:59:58Z')})
        await openHydrated(later, `${t.baseUrl}${FITNESS}`)
        const dumbbells = 'Motion Dumbbells'
        await waitForBadge(later, dumbbells, 'topLeft', 'Black Friday')
        // Past the window's end (four days later), in milliseconds.
        await later.clock.fastForward(96 * 3600_000 + 10_000)
        await waitForBadge(later, dumbbells, 'topLeft', 'Last Chance')
    })

    test('on a phone the quick view sits beside the price, not over the photos; product panels start closed', async (t) => {
        const page = await shopperPage(t, {viewport: VIEWPORTS.mobile, touch: true})
        await openHydrated(page, `${t.baseUrl}/shop/bottoms/leggings`)
        const first = page.locator('main [data-tile-index="0"]')
        const image = await first.locator('img').first().boundingBox()
        const trigger = first.getByRole('button', {name: /^Quick view:/})
        const button = await trigger.boundingBox()
        assert.ok(image && button, 'the first tile shows its image and a quick view button')
        assert.ok(button.y >= image.y + image.height, 'the quick view button sits below the photo')
        // The hover overlay stays in the page for mouse users, hidden on touch screens.
        assert.equal(
            await first.getByText('Quick view', {exact: true}).filter({visible: true}).count(),
            0,
            'no label over the photo'
        )
        await trigger.tap()
        await page.getByRole('dialog', {name: /^Quick view:/}).waitFor()

        await openHydrated(page, `${t.baseUrl}${PRODUCT}`)
        for (const panel of [/^Reviews/, 'You may also like'])
            assert.equal(await page.getByRole('button', {name: panel}).getAttribute('aria-expanded'), 'false')
    })

    test('product page: the reviews widget and the pay-later message; the bag tells pay-later its total', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}${PRODUCT}`)
        const message = page.locator('[data-pay-later="pdp"] [data-pay-later-message]')
        await message.waitFor()
        assert.match(
            (await message.textContent()) ?? '',
            /or 4 interest-free payments of £\d+\.\d{2} with Clearpay/
        )
        const placed = await page.evaluate(
            () =>
                (window as unknown as {__payLaterStandIn: {placements: {amount: number}[]}}).__payLaterStandIn
        )
        const price = await page.locator('main .price').first().textContent()
        const pounds = Number((/£(\d+\.\d{2})/.exec(price ?? '') ?? [])[1])
        assert.equal(placed.placements[0].amount, Math.round(pounds * 100), 'the amount goes in minor units')

        // From tablet width up the panels are open: the vendor widget renders into its shadow root.
        const widget = page.locator('reviews-widget')
        await widget
            .getByText(/out of 5/)
            .first()
            .waitFor({timeout: 20_000})
        assert.ok((await widget.locator('article').count()) > 0, 'the widget lists reviews')

        const groups = await page.$$eval('main input[type="radio"]', (inputs) =>
            Array.from(new Set(inputs.map((input) => (input as HTMLInputElement).name)))
        )
        await closeCookieBanner(page, 'Reject all', {onlyIfShown: true})
        for (const name of groups) {
            if ((await page.locator(`main input[name="${name}"]:checked`).count()) > 0) continue
            await page.locator(`main input[name="${name}"]:not(:disabled)`).first().check()
        }
        await page.getByRole('button', {name: 'Add To Bag'}).first().click()
        await page
            .getByRole('dialog', {name: /Your bag/})
            .getByTestId('basket-line')
            .first()
            .waitFor()
        await openHydrated(page, `${t.baseUrl}/cart`)
        const bag = page.locator('[data-pay-later="basket"] [data-pay-later-message]')
        await bag.waitFor()
        assert.match((await bag.textContent()) ?? '', /interest-free payments of £\d+\.\d{2} with Clearpay/)
        assertNoErrors(errors, 'product page and bag')
    })

    test('a site promotion shows on the product page at the price the bag then charges (US leggings week)', async (t) => {
        const page = await shopperPage(t)
        // A US shopper, so the 'It looks like you are in…' prompt has nothing to ask.
        const {hostname} = new URL(t.baseUrl)
        await page.context().addCookies([{name: 'vela_country', value: 'US', domain: hostname, path: '/'}])
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/us${PRODUCT}`)
        const price = page.locator('main .price').first()
        const [now, before] = await Promise.all([
            price.locator('span').first().innerText(),
            price.locator('s').first().innerText()
        ])
        const amount = (text: string) => Number((/\$(\d+\.\d{2})/.exec(text) ?? [])[1])
        assert.ok(amount(before) > 0, `a struck-through price before the promotion: ${before}`)
        assert.equal(amount(now), Math.round(amount(before) * 80) / 100, `20% off ${before}: ${now}`)
        await page.getByTestId('product-promos').getByText('20% off all leggings').waitFor()

        await chooseFirstOptions(page)
        await closeCookieBanner(page, 'Reject all', {onlyIfShown: true})
        await page.getByRole('button', {name: 'Add To Bag'}).first().click()
        const line = page
            .getByRole('dialog', {name: /Your bag/})
            .getByTestId('basket-line')
            .first()
        await line.waitFor()
        const lineText = await line.innerText()
        assert.ok(
            lineText.includes(`$${amount(now).toFixed(2)}`),
            `the bag line charges the page's price: ${lineText}`
        )
        assertNoErrors(errors, 'US product page and mini bag')
    })

    test('a content block video plays after its poster and pauses on request', async (t) => {
        // Motion as most shoppers have it: a shopper who prefers reduced motion gets the poster, no autoplay.
        const page = await shopperPage(t, {viewport: VIEWPORTS.desktop, motion: 'full'})
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/`)
        const video = page.locator('video[data-block-video="video-outdoor-recycled-fabric-olive"]')
        await video.scrollIntoViewIfNeeded()
        await page.waitForFunction(
            () => {
                const element = document.querySelector<HTMLVideoElement>(
                    'video[data-block-video="video-outdoor-recycled-fabric-olive"]'
                )
                return Boolean(element && !element.paused && element.currentTime > 0.3)
            },
            undefined,
            {timeout: 20_000}
        )
        const section = video.locator('xpath=ancestor::*[@data-testid="two-column-image"]')
        await section.getByRole('button', {name: 'Pause video'}).click()
        assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), true)
        await section.getByRole('button', {name: 'Play video'}).waitFor()
        assertNoErrors(errors, 'home page video')
    })

    test("recommendations: the landing page's carousel and the category page's 'Complete the look'", async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/landing/summer-edit`)
        const landing = page.getByRole('region', {name: 'You might also like'})
        // The carousel re-renders as its products arrive, so scroll the window to it rather than the element.
        await landing.waitFor()
        const top = await landing.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
        await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - 100)), top)
        await landing.locator('[data-product-tile]').nth(5).waitFor({timeout: 20_000})
        assert.match((await landing.locator('[data-product-tile] .price').first().textContent()) ?? '', /£\d/)
        assert.ok((await landing.getByRole('button', {name: /^Add to bag:/}).count()) >= 6)

        await openHydrated(page, `${t.baseUrl}/shop/bottoms/leggings`)
        await page.locator('[data-category-recommendations]').scrollIntoViewIfNeeded()
        const look = page.getByRole('region', {name: 'Complete the look'})
        await look.locator('[data-product-tile]').nth(5).waitFor({timeout: 20_000})
        assert.equal(await look.getByRole('group').count(), 6, 'six products')
        assertNoErrors(errors, 'landing and category recommendations')
    })

    test("personalisation allowed: 'You may also like' is the service's slot (its view names the recoUUID); a listing's content is its choice, and a click there is reported", async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.desktop})
        const errors = collectErrors(page)
        const {hostname} = new URL(t.baseUrl)
        // A returning shopper who accepted every cookie group, personalisation (C0003) included.
        await page.context().addCookies(
            [
                {
                    name: 'OptanonConsent',
                    value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:1,C0005:1')
                },
                {name: 'OptanonAlertBoxClosed', value: new Date().toISOString()},
                // Not one of the 5% the service leaves out as its control group (drawn at random otherwise).
                {name: 'vela_dy_group', value: 'personalised'}
            ].map((cookie) => ({...cookie, domain: hostname, path: '/'}))
        )
        await openHydrated(page, `${t.baseUrl}${PRODUCT}`)
        const panel = page.getByRole('region', {name: 'You may also like'}).first()
        await panel.locator('[data-product-tile]').first().waitFor({timeout: 20_000})
        // A carousel's view is reported once half of it has been on screen.
        await panel.scrollIntoViewIfNeeded()

        // The visitor's events only: the service knows the visitor by the session's usid (its cookieId).
        const usid = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('usid_'))?.value
        assert.ok(usid, 'the shopper has a session')
        const asked = () => personalisationEvents(t, usid)
        let events = await asked()
        for (let tries = 0; tries < 40 && !events.some((event) => event.name === 'viewReco'); tries += 1) {
            await page.waitForTimeout(250)
            events = await asked()
        }
        const slot = events.find((event) => event.kind === 'recommendation')
        assert.ok(slot, 'the service was asked for the slot')
        assert.equal(slot.name, 'product-to-product')
        assert.deepEqual((slot.payload as {products?: unknown}).products, [{id: 'VL10001'}])
        const view = events.find((event) => event.name === 'viewReco')
        assert.ok(view, 'the carousel view was reported to the service')
        assert.equal((view.payload as {recoUUID?: string}).recoUUID, `reco-${slot.id}`)
        assertNoErrors(errors, 'personalised recommendations')

        // A listing's CMS item is the service's choice (plp-content), and a click in it is that decision's
        // engagement. The service knows the browser by its own id here (the choose API's dyid).
        await openHydrated(page, `${t.baseUrl}/shop/bottoms/leggings`)
        const dyid = async () =>
            (await page.context().cookies()).find((cookie) => cookie.name === '_dyid')?.value
        let chosen: PersonalisationEvent | undefined
        for (let tries = 0; tries < 40 && !chosen; tries += 1) {
            const id = await dyid()
            chosen = id
                ? (await personalisationEvents(t, id)).find(
                      (event) => event.kind === 'choose' && event.name === 'plp-content'
                  )
                : undefined
            if (!chosen) await page.waitForTimeout(250)
        }
        assert.ok(chosen, 'the listing asked the service to choose its content')
        assert.equal((chosen.payload as {location?: string}).location, 'leggings')
        await page.getByRole('button', {name: 'Read More'}).first().click()
        const cookieId = (await dyid()) as string
        let engagement: PersonalisationEvent | undefined
        for (let tries = 0; tries < 40 && !engagement; tries += 1) {
            engagement = (await personalisationEvents(t, cookieId)).find(
                (event) => event.kind === 'engagement'
            )
            if (!engagement) await page.waitForTimeout(250)
        }
        assert.ok(engagement, 'the click was reported as an engagement')
        // The choice is asked again when the shopper's groups become known, so the click names the latest.
        const choices = (await personalisationEvents(t, cookieId)).filter(
            (event) => event.kind === 'choose' && event.name === 'plp-content'
        )
        assert.deepEqual(engagement.payload, {
            type: 'CLICK',
            decisionId: `102-${choices[choices.length - 1].id}`
        })
        assertNoErrors(errors, 'personalised listing content')
    })
})

interface PersonalisationEvent {
    id: number
    kind: string
    name: string
    payload: unknown
}

/** What the sandbox's personalisation service has received from one visitor, oldest first. */
const personalisationEvents = async (t: E2EContext, cookieId: string): Promise<PersonalisationEvent[]> => {
    const response = await fetch(
        `${t.sandboxOrigin}/__sandbox/personalisation/events?cookieId=${encodeURIComponent(cookieId)}`
    )
    assert.equal(response.status, 200)
    return (await response.json()) as PersonalisationEvent[]
}
