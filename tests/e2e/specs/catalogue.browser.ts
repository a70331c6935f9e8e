import assert from 'assert/strict'
import type {Locator, Page} from 'playwright-core'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {
    assertNoErrors,
    openHydrated,
    parseSsrDocument,
    waitForHydration,
    waitForText
} from '../lib/page-checks'
import {describe, test, type E2EContext, type Viewport} from '../lib/registry'
import {essentialConsentCookies} from '../lib/returning-shopper'

/**
 * The catalogue in Chromium: category listings (server-rendered grid, filters, sort, load more), search
 * (suggestions, results, no results, single-hit redirect), the product page (variation selection in the URL,
 * disabled sizes, add to bag, gallery lightbox, size guide, back in stock) and the quick view.
 *
 * Data: the sandbox's seeded catalogue is deterministic. VL10054 (a leggings style) has black XL out of stock
 * and coral-pink XL coming soon; the first tiles of /shop/bottoms/leggings are healthy hero styles.
 */

const LEGGINGS = '/shop/bottoms/leggings'
const STOCK_PRODUCT = 'VL10054'
const GBP = /£\s?\d+\.\d{2}/
const USD = /(?<![A-Z])\$\s?\d+\.\d{2}/

/** The listing's own tiles: the first list of tiles in the page (the 'Complete the look' carousel follows it). */
const tiles = (page: Page) =>
    page.locator('main ul:has([data-product-tile])').first().locator('[data-product-tile]')

/** Product names in grid order (the first text of each tile's link). */
const gridNames = async (page: Page): Promise<string[]> =>
    tiles(page).evaluateAll((nodes) =>
        nodes.map((node) => (node.querySelector('a p')?.textContent ?? '').trim())
    )

const prices = (text: string, currency: RegExp) =>
    (text.match(new RegExp(currency.source, 'g')) ?? []).map((price) => Number(price.replace(/[^\d.]/g, '')))

/**
 * A shopper who has already answered the consent banner and closed the sign-up popups, so neither covers what
 * a test clicks or looks at. Those are the engagement specs' business.
 */
const shopperPage = async (t: E2EContext, viewport: Viewport = VIEWPORTS.desktop): Promise<Page> => {
    const page = await t.newPage({viewport})
    await page.context().addCookies(essentialConsentCookies(new URL(t.baseUrl).hostname))
    return page
}

/** The consent banner covers the bottom of the viewport; tests decide for the shopper up front. */
const dismissConsent = async (page: Page) => {
    const reject = page.getByRole('button', {name: /reject all/i})
    if (await reject.isVisible().catch(() => false)) {
        await reject.click()
        await reject.waitFor({state: 'hidden'})
    }
}

const openListing = async (page: Page, url: string) => {
    await openHydrated(page, url)
    await dismissConsent(page)
    await tiles(page).first().waitFor()
}

/** Opens a desktop filter group's popover and returns it. */
const openFilterGroup = async (page: Page, label: string): Promise<Locator> => {
    const toolbar = page.getByRole('region', {name: 'Filter and sort'})
    await toolbar.getByRole('button', {name: new RegExp(`^${label}`)}).click()
    const group = page.getByRole('group', {name: label, exact: true})
    await group.waitFor()
    return group
}

const refineParam = (page: Page) => new URL(page.url()).searchParams.get('refine')

const waitForQuery = async (page: Page, predicate: (url: URL) => boolean) =>
    page.waitForURL((url) => predicate(url), {timeout: 15_000})

/** Waits until the grid shows something other than `before` (a new filter, sort or page). */
const waitForGridChange = async (page: Page, before: string[]) => {
    await page.waitForFunction(
        (previous) => {
            const names = Array.from(document.querySelectorAll('main [data-product-tile] a p')).map((node) =>
                (node.textContent ?? '').trim()
            )
            return names.length > 0 && names.join('|') !== previous
        },
        before.join('|'),
        {timeout: 15_000}
    )
}

/** Waits until the grid is no longer updating (a filter or sort request has been answered). */
const waitForSettledGrid = async (page: Page) => {
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
        timeout: 15_000
    })
}

const productCount = async (page: Page) =>
    Number(
        (await page.getByRole('region', {name: 'Filter and sort'}).innerText()).match(/(\d+) products?/)?.[1]
    )

describe('category listing', () => {
    test('the mega menu reaches leggings, server-rendered with names, £ prices and images; hydrates cleanly', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/`)
        const nav = page.getByRole('navigation', {name: 'Main'})
        await nav.getByRole('button', {name: 'Clothing', exact: true}).hover()
        await nav.getByRole('link', {name: 'Leggings', exact: true}).first().click()
        await page.waitForURL(new RegExp(`${LEGGINGS}$`))
        await page.getByRole('heading', {level: 1, name: /Leggings/}).waitFor()

        // What the server sends, before any script runs.
        const ssr = await parseSsrDocument(await t.fetchPage(LEGGINGS))
        assert.equal(ssr.status, 200)
        const tileCount = (ssr.appHtml.match(/data-product-tile=""/g) ?? []).length
        assert.equal(tileCount, 24, `24 tiles server-rendered (got ${tileCount})`)
        assert.ok(prices(ssr.appText, GBP).length >= 24, 'every tile has a £ price in the server HTML')
        assert.match(ssr.appText, /Leggings/)
        assert.match(ssr.appHtml, /<img[^>]+src="[^"]+"[^>]*>/)

        // And in the browser, where the listing's products arrive after its heading on a move within the app.
        await tiles(page).first().waitFor()
        const names = await gridNames(page)
        assert.equal(names.length, 24)
        assert.ok(
            names.every((name) => name.length > 3),
            `tiles have names: ${names.join(', ')}`
        )
        // Two dozen tile images are requested at once from a busy sandbox: wait for the first to arrive
        // rather than asserting at the instant the names appear.
        const loaded = await page
            .waitForFunction(
                () => {
                    const image = document.querySelector<HTMLImageElement>('main [data-product-tile] img')
                    return Boolean(image?.complete && image.naturalWidth > 0)
                },
                undefined,
                {timeout: 15_000}
            )
            .then(
                () => true,
                () => false
            )
        assert.ok(loaded, 'the first tile image has loaded')
        await waitForText(page, GBP)
        assertNoErrors(errors, LEGGINGS)
    })

    test('a colour filter toggles refine= in the URL and the grid; the URL server-renders the same state', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        const before = await gridNames(page)
        const totalBefore = await productCount(page)

        const colours = await openFilterGroup(page, 'Colour')
        const option = colours.getByRole('button', {name: /^Green,/})
        await option.click()
        await waitForQuery(page, (url) =>
            /c_refinementColor=Green/.test(url.searchParams.get('refine') ?? '')
        )
        await waitForGridChange(page, before)
        const filtered = await gridNames(page)
        const totalAfter = await productCount(page)
        assert.ok(totalAfter > 0 && totalAfter < totalBefore, `count narrows: ${totalBefore} → ${totalAfter}`)
        assert.equal(await option.getAttribute('aria-pressed'), 'true')

        // Reload: the server renders the filtered grid and the selected state.
        const filteredUrl = page.url()
        const ssr = await parseSsrDocument(
            await t.fetchPage(new URL(filteredUrl).pathname + new URL(filteredUrl).search)
        )
        assert.equal(ssr.status, 200)
        assert.ok(ssr.appText.includes(`${totalAfter} products`), `server renders ${totalAfter} products`)
        assert.ok(ssr.appText.includes(filtered[0]), `server renders the same first product (${filtered[0]})`)
        await page.reload({waitUntil: 'load'})
        await page.waitForFunction(() => document.querySelectorAll('main [data-product-tile]').length > 0)
        assert.deepEqual(await gridNames(page), filtered)
        // The filter buttons answer once the page is live.
        await waitForHydration(page)

        // Selecting the same value again removes it.
        const again = await openFilterGroup(page, 'Colour')
        await again.getByRole('button', {name: /^Green,/}).click()
        await waitForQuery(page, (url) => !url.searchParams.has('refine'))
        await waitForGridChange(page, filtered)
        assert.equal(await productCount(page), totalBefore)
        assertNoErrors(errors, 'filtering')
    })

    test('a size filter combines with colour as comma-separated attributes', async (t) => {
        const page = await shopperPage(t)
        await openListing(page, `${t.baseUrl}${LEGGINGS}?refine=c_refinementColor%3DBlack`)
        const sizes = await openFilterGroup(page, 'Size')
        const xxs = sizes.getByRole('button', {name: /^XXS,/})
        // The value announces how many products it leaves: that is the count the listing must then show.
        const expected = Number(/(\d+) products?/.exec((await xxs.getAttribute('aria-label')) ?? '')?.[1])
        assert.ok(expected > 0)
        await xxs.click()
        await waitForQuery(page, (url) => /c_size=XXS/.test(url.searchParams.get('refine') ?? ''))
        const refine = refineParam(page) ?? ''
        assert.match(refine, /c_refinementColor=Black/)
        assert.ok(refine.includes(','), `attributes are comma-separated: ${refine}`)
        await waitForSettledGrid(page)
        await page.waitForFunction(
            (count) =>
                new RegExp(`\\b${count} products?`).test(document.querySelector('main')?.textContent ?? ''),
            expected,
            {timeout: 15_000}
        )
        assert.equal(await productCount(page), expected)
        assert.equal(await tiles(page).count(), Math.min(24, expected))
    })

    test('on a phone the filter drawer applies a size and shows the results', async (t) => {
        const page = await shopperPage(t, VIEWPORTS.mobile)
        const errors = collectErrors(page)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        await page.getByRole('button', {name: /^Filter/}).click()
        const drawer = page.getByRole('dialog', {name: 'Filter'})
        await drawer.waitFor()
        const sizes = drawer.getByRole('group', {name: 'Size', exact: true})
        if (!(await sizes.isVisible())) await drawer.getByRole('button', {name: /^Size/}).click()
        const xs = sizes.getByRole('button', {name: /^XS,/})
        const expected = Number(/(\d+) products?/.exec((await xs.getAttribute('aria-label')) ?? '')?.[1])
        await xs.click()
        await waitForQuery(page, (url) => url.searchParams.get('refine') === 'c_size=XS')
        const show = drawer.getByRole('button', {name: `Show ${expected} results`})
        await show.waitFor({timeout: 15_000})
        await show.click()
        await drawer.waitFor({state: 'hidden'})
        await waitForSettledGrid(page)
        assert.equal(await productCount(page), expected)
        assert.equal(await xs.count(), 0, 'the drawer has closed')
        await page.getByRole('button', {name: 'Filter (1)'}).waitFor()
        assertNoErrors(errors, 'filter drawer')
    })

    test('sorting by price changes the order, both ways', async (t) => {
        const page = await shopperPage(t)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        const toolbar = page.getByRole('region', {name: 'Filter and sort'})
        // A tile's first price is what it sells for (a sale tile adds the struck-through standard price).
        const gridPrices = async () => (await tiles(page).allInnerTexts()).map((text) => prices(text, GBP)[0])

        const before = await gridNames(page)
        await toolbar.getByRole('button', {name: /Sort by/}).click()
        await page.getByRole('menuitemradio', {name: 'Price: low to high'}).click()
        await waitForQuery(page, (url) => url.searchParams.get('sort') === 'price-low-to-high')
        await waitForGridChange(page, before)
        const low = await gridPrices()
        assert.deepEqual(
            low,
            [...low].sort((a, b) => a - b),
            `ascending: ${low.join(', ')}`
        )

        const ascending = await gridNames(page)
        await toolbar.getByRole('button', {name: /Sort by/}).click()
        await page.getByRole('menuitemradio', {name: 'Price: high to low'}).click()
        await waitForQuery(page, (url) => url.searchParams.get('sort') === 'price-high-to-low')
        await waitForGridChange(page, ascending)
        const high = await gridPrices()
        assert.ok(high[0] > low[0], `the most expensive first (${high[0]} > ${low[0]})`)
    })

    test('load more merges the next page and keeps a shareable URL the server renders', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        const first = await gridNames(page)
        assert.equal(first.length, 24)
        await page.getByRole('button', {name: 'Load more'}).click()
        // The grid's own 25th tile: counting every tile in main also counts the 'Complete the look' carousel,
        // which loads (with its loop clones) as the button scrolls into view, before the next page has merged.
        await tiles(page).nth(24).waitFor()
        const merged = await gridNames(page)
        assert.deepEqual(merged.slice(0, 24), first, 'the first page stays in place')
        assert.ok(merged.length > 24 && merged.length <= 48)
        assert.equal(new Set(merged).size > 24, true)
        const url = new URL(page.url())
        const offset = url.searchParams.get('offset')
        const limit = url.searchParams.get('limit')
        assert.ok(offset !== null || limit !== null, `the URL records the page: ${url.search}`)

        // The shared URL shows the same products, server-rendered.
        const ssr = await parseSsrDocument(await t.fetchPage(url.pathname + url.search))
        assert.equal(ssr.status, 200)
        const last = merged[merged.length - 1]
        assert.ok(ssr.appText.includes(last), `server renders the last loaded product (${last})`)
        assertNoErrors(errors, 'load more')
    })

    test("the category's filter banner refines the listing by size through the URL; 'All' clears it", async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openListing(page, `${t.baseUrl}/shop/bottoms/leggings`)
        // The banner's own header ('Leggings') repeats the page's H1 ('Women’s Leggings'), so it is left out.
        const banner = page.getByRole('region', {name: 'Filter by', exact: true})
        assert.equal(await banner.getByRole('heading').count(), 0, 'no second "Leggings" heading')
        const sizes = banner.getByRole('group', {name: 'Filter by size'})
        const everything = await productCount(page)

        await sizes.getByRole('button', {name: 'XS', exact: true}).click()
        await waitForQuery(page, (url) => url.searchParams.get('refine') === 'c_size=XS')
        await waitForSettledGrid(page)
        assert.equal(
            await sizes.getByRole('button', {name: 'XS', exact: true}).getAttribute('aria-pressed'),
            'true'
        )
        const filtered = await productCount(page)
        assert.ok(filtered > 0 && filtered <= everything, `XS: ${filtered} of ${everything} products`)

        await banner
            .getByRole('group', {name: 'Filter by category'})
            .getByRole('button', {name: 'All'})
            .click()
        await waitForQuery(page, (url) => !url.searchParams.has('refine'))
        await waitForSettledGrid(page)
        await page.waitForFunction(
            (total) => document.querySelector('main')?.textContent?.includes(`${total} products`),
            everything,
            {timeout: 15_000}
        )
        assertNoErrors(errors, 'the filter banner')
    })
})

describe('search', () => {
    test('typing shows suggestions; submitting goes to /search?q=', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/`)
        await dismissConsent(page)
        const box = page
            .getByRole('search')
            .getByRole('combobox')
            .or(page.getByRole('search').getByRole('textbox'))
        await box.first().click()
        await box.first().pressSequentially('legg', {delay: 60})
        const suggestions = page.getByRole('listbox', {name: 'Search suggestions'})
        await suggestions.waitFor({timeout: 15_000})
        // Phrases, categories or products for what was typed (not just the popular searches).
        await suggestions
            .getByRole('option', {name: /leggings/i})
            .first()
            .waitFor()
        // Answers for shorter prefixes may still be replacing the list: wait for the one for 'legg'.
        // One count judged: counting again for the message could see the list between two answers.
        const options = suggestions.getByRole('option')
        let shown = await options.count()
        for (let tries = 0; tries < 50 && shown <= 1; tries += 1) {
            await page.waitForTimeout(200)
            shown = await options.count()
        }
        assert.ok(shown > 1, `suggestions shown: ${shown}`)
        await box.first().fill('black leggings')
        await box.first().press('Enter')
        await page.waitForURL(/\/search\?q=black(\+|%20)leggings/)
        await page.getByRole('heading', {level: 1, name: /black leggings/i}).waitFor()
        await tiles(page).first().waitFor()
        await waitForText(page, GBP)
        assertNoErrors(errors, 'search')
    })

    test('a query with no results shows the helpful no-results page', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/search?q=zzxqvb`)
        await page.getByRole('heading', {level: 1, name: /couldn’t find anything for “zzxqvb”/}).waitFor()
        await page.getByText('Search tips').waitFor()
        await page
            .getByRole('link', {name: /new arrivals/i})
            .first()
            .waitFor()
        assert.equal(await tiles(page).count(), 0)
        assertNoErrors(errors, 'no results')
    })

    test('a query matching exactly one product lands on its product page', async (t) => {
        const page = await shopperPage(t)
        await openHydrated(page, `${t.baseUrl}/`)
        const box = page
            .getByRole('search')
            .getByRole('combobox')
            .or(page.getByRole('search').getByRole('textbox'))
        await box.first().fill('Power 7/8 Pocket Running Leggings')
        await box.first().press('Enter')
        await page.waitForURL(new RegExp(`-${STOCK_PRODUCT}\\.html\\?`), {timeout: 20_000})
        // The product's path for its colour and size (spec 000 §4).
        assert.match(page.url(), new RegExp(`dwvar_${STOCK_PRODUCT}_color=`))
        await page.getByRole('heading', {level: 1, name: 'Power 7/8 Pocket Running Leggings'}).waitFor()
    })
})

/** Opens the PDP of the stock-test product and waits for the buying panel. */
const openProduct = async (page: Page, baseUrl: string, path = `/product/${STOCK_PRODUCT}`) => {
    await openHydrated(page, `${baseUrl}${path}`)
    await dismissConsent(page)
    await page.getByRole('radiogroup').or(page.locator('fieldset')).first().waitFor()
}

// Choices are checked without force, as a shopper clicks: the click waits for the choice to hold still under the
// pointer (a forced click once landed where a colour had been before the page's layout moved it).
const sizeRadio = (page: Page, size: string) =>
    page
        .locator('main fieldset')
        .filter({hasText: 'Size'})
        .getByRole('radio', {name: new RegExp(`^${size}(,|$)`)})

const colourRadio = (page: Page, name: RegExp) => page.locator('main').getByRole('radio', {name})

/** Waits for the header bag's label to count one item (read from the DOM: an open mini bag hides the header). */
const headerBagHasOneItem = (page: Page, timeout: number) =>
    page.waitForFunction(
        () =>
            /1 item/.test(
                document.querySelector('[data-testid="header-bag"]')?.getAttribute('aria-label') ?? ''
            ),
        undefined,
        {timeout}
    )

describe('product page', () => {
    test('colour and size go into the URL; out-of-stock sizes are disabled; Add To Bag fills the bag', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openProduct(page, t.baseUrl)
        await waitForText(page, GBP)

        // Black is the default colour; its XL is out of stock.
        assert.equal(await colourRadio(page, /black/i).first().isChecked(), true)
        assert.equal(await sizeRadio(page, 'XL').isDisabled(), true, 'black XL is out of stock')
        assert.match((await sizeRadio(page, 'XL').getAttribute('aria-label')) ?? '', /OUT OF STOCK/)

        await colourRadio(page, /coral/i).first().check()
        await page.waitForURL((url) => url.searchParams.get(`dwvar_${STOCK_PRODUCT}_color`) === 'coral-pink')
        await colourRadio(page, /black/i).first().check()
        await page.waitForURL((url) => url.searchParams.get(`dwvar_${STOCK_PRODUCT}_color`) === 'black')
        await sizeRadio(page, 'M').check()
        await page.waitForURL((url) => url.searchParams.get('pid') === `${STOCK_PRODUCT}_BLK_78_M`)
        const query = new URL(page.url()).searchParams
        assert.equal(query.get(`dwvar_${STOCK_PRODUCT}_color`), 'black')
        assert.ok(query.get('vgid'), 'vgid names the colour group')

        // By test id: the mini basket opens as a modal after adding, which hides the header from role queries.
        const bag = page.getByTestId('header-bag')
        const add = page.getByRole('button', {name: 'Add To Bag'}).first()
        await add.click()
        // By text, not role: once the mini basket is open the page behind it is hidden from role queries.
        await page.locator('main button', {hasText: 'Added To Bag'}).first().waitFor({timeout: 20_000})
        await headerBagHasOneItem(page, 15_000)
        assert.match((await bag.getAttribute('aria-label')) ?? '', /1 item/)

        // The basket exists in the sandbox: the cart page lists the line.
        await openHydrated(page, `${t.baseUrl}/cart`)
        await page
            .locator('main')
            .getByText('Power 7/8 Pocket Running Leggings')
            .first()
            .waitFor({timeout: 15_000})
        assertNoErrors(
            errors.filter((error) => !/status of 404/.test(error)),
            'product page'
        )
    })

    test('a size tapped and Add To Bag pressed after the page script started, before hydration: the bag gets that size once the page is live', async (t) => {
        const page = await shopperPage(t, VIEWPORTS.mobile)
        const errors = collectErrors(page)
        // The product page's own chunk is held: the page's script has started (it waits for that chunk before
        // hydrating), React does not listen yet, and the server's HTML is on screen.
        let release!: () => void
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route('**/mobify/bundle/**/pages-product-detail.js', async (route) => {
            await held
            await route.continue()
        })
        await page.goto(`${t.baseUrl}/product/${STOCK_PRODUCT}`, {waitUntil: 'domcontentloaded'})
        await page.waitForFunction(() => window.__HYDRATING__ === true, undefined, {timeout: 30_000})
        await sizeRadio(page, 'M').check()
        await page.getByRole('button', {name: 'Add To Bag'}).first().click()
        assert.equal(new URL(page.url()).pathname, `/product/${STOCK_PRODUCT}`, 'no form sent to the server')
        release()
        await waitForHydration(page)
        await headerBagHasOneItem(page, 20_000)
        await openHydrated(page, `${t.baseUrl}/cart`)
        await page
            .locator('main')
            .getByText(/Size:?\s*M\b/)
            .first()
            .waitFor({timeout: 15_000})
        assertNoErrors(
            errors.filter((error) => !/status of 404/.test(error)),
            'an early press on Add To Bag'
        )
    })

    test('a reload of a selection URL server-renders the chosen colour and size', async (t) => {
        const path = `/product/${STOCK_PRODUCT}?dwvar_${STOCK_PRODUCT}_color=coral-pink&pid=${STOCK_PRODUCT}_CRL_78_S`
        const ssr = await parseSsrDocument(await t.fetchPage(path))
        assert.equal(ssr.status, 200)
        assert.match(
            ssr.appHtml,
            /<input[^>]*value="coral-pink"[^>]*checked|<input[^>]*checked[^>]*value="coral-pink"/
        )
        assert.match(ssr.appHtml, /<input[^>]*value="S"[^>]*checked|<input[^>]*checked[^>]*value="S"/)
    })

    test('the US site shows $ prices on a product page', async (t) => {
        const page = await shopperPage(t)
        await openHydrated(page, `${t.baseUrl}/us/product/${STOCK_PRODUCT}`)
        await waitForText(page, USD)
        assert.doesNotMatch(await page.locator('main').innerText(), /£/)
    })

    test('the gallery lightbox opens, arrow keys move, Escape closes', async (t) => {
        const page = await shopperPage(t)
        await openProduct(page, t.baseUrl)
        await page
            .getByRole('button', {name: /Open image 1 of \d+ full screen/})
            .first()
            .click()
        const dialog = page.getByRole('dialog', {name: /image 1 of \d+/})
        await dialog.waitFor()
        await page.keyboard.press('ArrowRight')
        await page.getByRole('dialog', {name: /image 2 of \d+/}).waitFor()
        // Focus stays on the image as it changes, so the next key press is the shopper's too.
        assert.match(
            (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
            /Zoom in/
        )
        await page.keyboard.press('ArrowLeft')
        await page.getByRole('dialog', {name: /image 1 of \d+/}).waitFor()
        await page.keyboard.press('ArrowLeft')
        await page.getByRole('dialog', {name: /image (\d+) of \1/}).waitFor()
        await page.keyboard.press('Escape')
        // The lightbox closes (the cookie banner, also a dialog, may still be open beside it).
        await page.getByRole('dialog', {name: /image \d+ of \d+/}).waitFor({state: 'hidden'})
    })

    test('the size guide opens from the size selector', async (t) => {
        const page = await shopperPage(t)
        await openProduct(page, t.baseUrl)
        await page
            .getByRole('button', {name: 'Size guide'})
            .or(page.getByRole('link', {name: 'Size guide'}))
            .first()
            .click()
        const dialog = page.getByRole('dialog', {name: 'Size guide'})
        await dialog.waitFor()
        await dialog.getByRole('table').first().waitFor({timeout: 15_000})
        await page.keyboard.press('Escape')
        await dialog.waitFor({state: 'hidden'})
    })

    test('a coming-soon size opens the back-in-stock dialog: EMAIL ME → THANK YOU', async (t) => {
        const page = await shopperPage(t)
        await openProduct(page, t.baseUrl)
        await colourRadio(page, /coral/i).first().check()
        await page.waitForURL((url) => url.searchParams.get(`dwvar_${STOCK_PRODUCT}_color`) === 'coral-pink')
        const xl = sizeRadio(page, 'XL')
        assert.equal(await xl.isDisabled(), false, 'a coming-soon size stays choosable')
        assert.match((await xl.getAttribute('aria-label')) ?? '', /COMING SOON/)
        await xl.check()
        await page.getByRole('button', {name: 'Email Me When This Is In Stock'}).first().click()
        const dialog = page.getByRole('dialog', {name: 'EMAIL ME'})
        await dialog.waitFor()
        await dialog.getByRole('textbox', {name: /Email address/}).fill('runner@example.com')
        await dialog.getByRole('button', {name: 'Notify Me'}).click()
        await page.getByRole('dialog', {name: 'THANK YOU'}).waitFor({timeout: 15_000})
    })
})

describe('quick view', () => {
    test('a tile opens the quick view; without a size it asks for one; it links to the full details', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        const [firstName] = await gridNames(page)
        const firstTile = page.locator('main [data-tile-index="0"]')
        await firstTile.hover()
        await firstTile.getByRole('button', {name: /Quick view/}).click()
        const dialog = page.getByRole('dialog', {name: `Quick view: ${firstName}`})
        await dialog.waitFor({timeout: 15_000})
        await dialog.getByRole('link', {name: 'View full details'}).waitFor()
        await dialog.getByRole('button', {name: 'Add To Bag'}).click()
        await dialog.getByText('Please select a size before continuing').waitFor()
        await dialog.getByRole('link', {name: 'View full details'}).click()
        await page.waitForURL(/\.html|\/product\//)
        await page.getByRole('heading', {level: 1, name: firstName}).waitFor()
        assertNoErrors(errors, 'quick view')
    })
})

describe('tiles past the first screen', () => {
    // They hydrate later (hydration/hydrate-later.tsx); here the browser is never idle, so they stay as the
    // server rendered them and every interaction meets them before they are alive.
    const neverIdle = (page: Page) =>
        page.addInitScript(() => {
            window.requestIdleCallback = () => 0
        })

    test('a click on one navigates in the app; its quick view opens; keyboard focus stays on it', async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await neverIdle(page)
        await openListing(page, `${t.baseUrl}${LEGGINGS}`)
        await page.evaluate(() => Object.assign(window, {sameDocument: true}))
        const names = await gridNames(page)

        // The quick view of the twelfth tile, from the server's markup.
        const twelfth = page.locator('main [data-tile-index="11"]')
        await twelfth.hover()
        await twelfth.getByRole('button', {name: /Quick view/}).click()
        await page.getByRole('dialog', {name: `Quick view: ${names[11]}`}).waitFor({timeout: 15_000})
        await page.keyboard.press('Escape')

        // Keyboard focus on the fourteenth tile's link stays on that link once it is alive.
        const fourteenth = page.locator('main [data-tile-index="13"] a').first()
        const href = await fourteenth.getAttribute('href')
        await fourteenth.focus()
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), href)

        // A click on the tenth tile's name opens its product page without loading a new document.
        await page.locator('main [data-tile-index="9"]').getByText(names[9], {exact: true}).click()
        await page.getByRole('heading', {level: 1, name: names[9]}).waitFor()
        assert.equal(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument), true)
        assertNoErrors(errors, 'tiles past the first screen')
    })

    test("a carousel below the page's first block leaves every slide as the server rendered it; a click on one navigates in the app", async (t) => {
        const page = await shopperPage(t)
        const errors = collectErrors(page)
        await neverIdle(page)
        await openHydrated(page, `${t.baseUrl}/`)
        await page.evaluate(() => Object.assign(window, {sameDocument: true}))
        // The first real slide (the carousel's clones for looping are hidden from the accessibility tree).
        const slide = page
            .getByRole('region', {name: 'Bestsellers'})
            .getByRole('group')
            .first()
            .locator('[data-product-tile]')
        await slide.scrollIntoViewIfNeeded()
        const alive = () =>
            slide.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
        assert.equal(await alive(), false, 'the first slide is not hydrated with the page')
        const link = slide.locator('a[href]').first()
        const href = (await link.getAttribute('href')) ?? ''
        await link.click()
        await page.waitForURL((url) => url.pathname === href.split('?')[0], {timeout: 15_000})
        await page.getByRole('heading', {level: 1}).waitFor()
        assert.equal(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument), true)
        assertNoErrors(errors, 'a deferred carousel slide')
    })
})

describe('product-led content pages', () => {
    const pages = [
        {path: '/shop/landing/the-leggings-edit', heading: 'The leggings edit', tiles: true},
        {path: '/sets-builder/matching-sets', heading: 'Build your set', tiles: true},
        {path: `/size-guide/${STOCK_PRODUCT}`, heading: 'Bottoms size guide', tiles: false}
    ]
    for (const entry of pages) {
        test(`${entry.path} server-renders and hydrates without errors`, async (t) => {
            const ssr = await parseSsrDocument(await t.fetchPage(entry.path))
            assert.equal(ssr.status, 200)
            assert.ok(ssr.appText.includes(entry.heading), `server renders "${entry.heading}"`)
            if (entry.tiles) assert.ok(prices(ssr.appText, GBP).length > 0, 'with £ prices')
            const page = await shopperPage(t)
            const errors = collectErrors(page)
            await openHydrated(page, `${t.baseUrl}${entry.path}`)
            await page.getByRole('heading', {level: 1, name: entry.heading}).waitFor()
            if (entry.tiles) await tiles(page).first().waitFor()
            assertNoErrors(errors, entry.path)
        })
    }
})

/** Nothing may widen the page beyond the viewport (a phone would scroll sideways). */
const assertNoSidewaysScroll = async (page: Page, where: string) => {
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth
    ])
    assert.equal(scrollWidth, clientWidth, `${where} scrolls sideways (${scrollWidth} > ${clientWidth})`)
}

describe('screenshots', () => {
    const widths = [
        ['390', VIEWPORTS.mobile],
        ['1440', VIEWPORTS.desktop]
    ] as const
    test('a category page and a product page at 390 and 1440 px, neither scrolling sideways', async (t) => {
        for (const [name, viewport] of widths) {
            const listing = await shopperPage(t, viewport)
            await openListing(listing, `${t.baseUrl}${LEGGINGS}`)
            await t.screenshot(listing, `catalogue-listing-${name}`)
            await t.screenshot(listing, `catalogue-listing-${name}-full`, {fullPage: true})
            await assertNoSidewaysScroll(listing, `${LEGGINGS} at ${name}px`)
            // A content spot fills its grid cell like the tiles beside it (image, name and price), its image
            // reaching the foot of the cell, and its copy sits on a shade (legible on a pale image).
            const misaligned = await listing.evaluate(() =>
                Array.from(document.querySelectorAll('main [data-content-spot]')).flatMap((spot) => {
                    const box = spot.getBoundingClientRect()
                    // The spot renders its phone and desktop versions; only one is displayed.
                    const image = Array.from(spot.querySelectorAll('img'))
                        .map((candidate) => candidate.getBoundingClientRect())
                        .find((candidate) => candidate.width > 0)
                    const neighbours = Array.from(document.querySelectorAll('main [data-tile-index]'))
                        .map((tile) => tile.getBoundingClientRect())
                        .filter((tile) => Math.abs(tile.top - box.top) < 2)
                    return [
                        ...neighbours
                            .filter((tile) => Math.abs(tile.bottom - box.bottom) > 2)
                            .map(
                                (tile) => `spot ends at ${box.bottom}, the tile beside it at ${tile.bottom}`
                            ),
                        ...(image && Math.abs(image.bottom - box.bottom) > 2
                            ? [`spot image ends at ${image.bottom}, the spot at ${box.bottom}`]
                            : []),
                        ...(Array.from(spot.querySelectorAll('h2')).some(
                            (heading) =>
                                heading.getClientRects().length > 0 && heading.closest('[data-scrim]')
                        )
                            ? []
                            : ['spot copy has no shade'])
                    ]
                })
            )
            assert.deepEqual(misaligned, [], `${LEGGINGS} at ${name}px`)
            await listing.context().close()
            const product = await shopperPage(t, viewport)
            await openProduct(product, t.baseUrl, `/product/${STOCK_PRODUCT}`)
            await t.screenshot(product, `catalogue-product-${name}`)
            await t.screenshot(product, `catalogue-product-${name}-full`, {fullPage: true})
            await assertNoSidewaysScroll(product, `the product page at ${name}px`)
            await product.context().close()
        }
    })
})
