import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {collectErrors, VIEWPORTS} from '../lib/browser'
import {
    assertNoErrors,
    closeCookieBanner,
    openHydrated,
    waitForHydration,
    waitForText
} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {startSecondHost} from '../lib/second-host'
import {LOCALE_HOMES, NOT_FOUND_HEADING, SITE_HOMES} from '../lib/sites'

/** In Chromium: every site's home hydrates cleanly, shows its currency, and the basic navigation works. */

describe('hydration', () => {
    for (const site of SITE_HOMES) {
        test(`${site.name} home hydrates without console errors`, async (t) => {
            const page = await t.newPage()
            const errors = collectErrors(page)
            const status = await openHydrated(page, `${t.baseUrl}${site.path}`)
            assert.equal(status, 200)
            assert.equal(await page.getAttribute('html', 'lang'), site.lang)
            assertNoErrors(errors, site.path)
        })
    }

    test('the not-found page hydrates without errors', async (t) => {
        const page = await t.newPage()
        const errors = collectErrors(page)
        const status = await openHydrated(page, `${t.baseUrl}/404`)
        assert.equal(status, 404)
        await page.getByRole('heading', {level: 1, name: NOT_FOUND_HEADING}).waitFor()
        // The document's own 404 is reported by Chromium as a failed resource; anything else is a real error.
        assertNoErrors(
            errors.filter((error) => !/status of 404/.test(error)),
            '/404'
        )
    })

    test("a home page rendered while the platform refused the server's guest session hydrates, keeping its content", async (t) => {
        // A second host on the same build and sandbox, on a port whose callback the sandbox's shopper login
        // does not accept: every commerce call fails, on the server and in the browser, while content answers.
        const {port, stop} = await startSecondHost('refused', t.sandboxOrigin)
        try {
            const page = await t.newPage()
            const errors = collectErrors(page)
            await page.addInitScript(() => {
                document.addEventListener('DOMContentLoaded', () => {
                    Object.assign(window, {serverHeading: document.querySelector('.react-target h1')})
                })
            })
            const status = await openHydrated(page, `http://localhost:${port}/`)
            assert.equal(status, 200)
            // Had the server rendered the failed queries' error states, the browser's first render (loading)
            // would not have matched, and React would have replaced the server's markup with its own.
            const kept = await page.evaluate(() => {
                const {serverHeading} = window as unknown as {serverHeading: Element | null}
                return {
                    rendered: Boolean(serverHeading?.textContent?.trim()),
                    kept:
                        Boolean(serverHeading?.isConnected) && document.querySelector('h1') === serverHeading
                }
            })
            assert.ok(kept.rendered, 'the server rendered no hero heading')
            assert.ok(kept.kept, "the hero heading is not the server's: the page was rendered again")
            assertNoErrors(
                errors.filter(
                    (error) =>
                        !/redirect_uri is not registered|status of 400/.test(error) ||
                        /Minified React error/.test(error)
                ),
                'home with the guest session refused'
            )
        } finally {
            await stop()
        }
    })
})

describe('server styles', () => {
    // Emotion's own start-up moved each of the server's ~180 inline style tags into <head> before hydrating:
    // every move made the browser restyle and lay out the whole page again (theme/hoisted-styles.ts).
    test('arrive in one tag in the head that nothing moves; the hydrated page adds only the styles it lacked', async (t) => {
        const page = await t.newPage()
        const errors = collectErrors(page)
        await page.addInitScript(() => {
            const moved: string[] = []
            Object.assign(window, {__movedStyles: moved})
            document.addEventListener('DOMContentLoaded', () => {
                new MutationObserver((records) => {
                    for (const record of records)
                        for (const node of record.removedNodes)
                            if (node.nodeName === 'STYLE')
                                moved.push((node as Element).outerHTML.slice(0, 60))
                }).observe(document.documentElement, {childList: true, subtree: true})
            })
        })
        for (const path of ['/', '/shop/bottoms/leggings', '/product/VL10001']) {
            await openHydrated(page, `${t.baseUrl}${path}`)
            const styles = await page.evaluate(() => ({
                moved: (window as unknown as {__movedStyles: string[]}).__movedStyles,
                hoisted: document.querySelectorAll('head > style[data-hoisted-styles]').length,
                inBody: document.querySelectorAll('body style').length,
                // The colour mode is not forced: a forced one marks every element for the [data-theme] rule.
                themed: document.querySelectorAll('body [data-theme]').length,
                // Every class the server rendered resolves: a phone's header is laid out from the hoisted rules.
                headerHeight: document.querySelector('header')?.getBoundingClientRect().height ?? 0
            }))
            assert.deepEqual(styles.moved, [], `${path}: style tags moved after the document loaded`)
            assert.equal(styles.hoisted, 1, `${path}: one hoisted style tag`)
            assert.equal(styles.inBody, 0, `${path}: style tags left in the body`)
            assert.equal(styles.themed, 0, `${path}: elements marked data-theme`)
            assert.ok(styles.headerHeight > 40, `${path}: the header is styled (${styles.headerHeight} px)`)
        }
        assertNoErrors(errors, 'server styles')
    })
})

describe('rich text', () => {
    // The HTML filter is not in the first load (content/html/safe-html.browser.ts): hydration keeps the server's
    // filtered HTML, and the browser loads the filter only for rich text it renders itself.
    test("hydrates from the server's filtered HTML; a page rendered in the browser loads the filter for its own", async (t) => {
        const page = await t.newPage()
        const errors = collectErrors(page)
        const filterLoads: string[] = []
        page.on('request', (request) => {
            if (/html-sanitizer/.test(request.url())) filterLoads.push(request.url())
        })
        await openHydrated(page, `${t.baseUrl}/`)
        const story = page.getByRole('heading', {level: 2, name: 'Better fabrics, same sculpt'})
        await story.waitFor()
        // The text as the server sent it: innerText leaves out a block not painted yet (below the fold).
        assert.match(
            ((await story.locator('xpath=..').textContent()) ?? '').replace(/\s+/g, ' '),
            /recycled nylon and elastane/
        )
        assert.deepEqual(filterLoads, [], 'the filter loaded for a server-rendered page')

        await closeCookieBanner(page)
        await page.getByRole('link', {name: 'Shop leggings'}).first().click()
        await page.waitForURL(/\/shop\/bottoms\/leggings$/)
        await waitForText(page, /Our best-loved leggings in 7\/8 and full lengths/)
        assert.equal(filterLoads.length, 1, 'the filter loads once, for the listing rendered in the browser')
        assertNoErrors(errors, 'rich text')
    })
})

describe('footer', () => {
    // Its link groups hydrate later (hydration/hydrate-later.tsx); here the browser is never idle, so a
    // shopper meets them as the server rendered them.
    test("on a phone a link group opens from the server's markup and its links navigate in the app", async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile, touch: true})
        const errors = collectErrors(page)
        await page.addInitScript(() => {
            window.requestIdleCallback = () => 0
        })
        await openHydrated(page, `${t.baseUrl}/`)
        await closeCookieBanner(page)
        await page.evaluate(() => Object.assign(window, {sameDocument: true}))
        const footer = page.getByRole('contentinfo')
        const toggle = footer.getByRole('button', {name: 'Help'})
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
        await toggle.click()
        await footer.locator('button[aria-expanded="true"]', {hasText: 'Help'}).waitFor()
        const link = footer.getByRole('link', {name: 'Track my order'})
        await link.click()
        await page.waitForURL(/track-order/)
        assert.equal(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument), true)
        assertNoErrors(errors, 'footer')
    })
})

describe('currency per site', () => {
    for (const site of SITE_HOMES) {
        test(`${site.name} home shows prices in its currency`, async (t) => {
            const page = await t.newPage()
            await openHydrated(page, `${t.baseUrl}${site.path}`)
            await waitForText(page, site.price)
        })
    }
})

describe('sites and locales', () => {
    for (const locale of LOCALE_HOMES.slice(0, 2)) {
        test(`${locale.path} is served in ${locale.lang}`, async (t) => {
            const page = await t.newPage()
            const errors = collectErrors(page)
            await openHydrated(page, `${t.baseUrl}${locale.path}`)
            assert.equal(await page.getAttribute('html', 'lang'), locale.lang)
            assertNoErrors(errors, locale.path)
        })
    }

    test('the footer region selector switches from GB to the EU site', async (t) => {
        const page = await t.newPage()
        await openHydrated(page, `${t.baseUrl}/`)
        await closeCookieBanner(page)
        const selector = page.getByRole('form', {name: 'Region and language'})
        await selector.getByLabel('Region').selectOption('vela-eu')
        await selector.getByRole('button', {name: 'Update'}).click()
        // The new site's address (it carries the shopper's country for the site: ?glCountry=…) is enough here;
        // its pictures may still be drawn by a cold sandbox.
        await page.waitForURL(/\/eu(\/|\?|$)/, {waitUntil: 'commit'})
        await waitForText(page, /€\s?\d|\d\s?€/)
    })
})

/** What the head says now: its title, its canonical links, and any tag named twice (there should be none). */
const readHead = (page: Page) =>
    page.evaluate(() => {
        const keys = Array.from(
            document.head.querySelectorAll('meta, link, script[type="application/ld+json"]')
        ).map(
            (tag) =>
                tag.getAttribute('name') ??
                tag.getAttribute('property') ??
                (tag.getAttribute('rel') === 'canonical' ? 'canonical' : tag.getAttribute('href')) ??
                tag.textContent
        )
        return {
            title: document.title,
            titles: document.head.querySelectorAll('title').length,
            canonicals: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((link) =>
                link.getAttribute('href')
            ),
            ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
            lang: document.documentElement.lang,
            twice: keys.filter((key, index) => key && keys.indexOf(key) !== index && !/^https?:/.test(key))
        }
    })

describe('page head in the browser', () => {
    test('follows client-side navigation home → listing → product: one title and canonical, the page’s own, nothing twice', async (t) => {
        const page = await t.newPage({viewport: {width: 1440, height: 900}})
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/`)
        const home = await readHead(page)
        assert.deepEqual([home.titles, home.canonicals.length, home.twice, home.lang], [1, 1, [], 'en-GB'])
        const nav = page.getByRole('navigation', {name: 'Main'})
        await nav.getByRole('button', {name: 'Clothing', exact: true}).click()
        await nav.getByRole('link', {name: 'Leggings', exact: true}).first().click()
        await page.waitForURL(/\/shop\/bottoms\/leggings$/)
        // Not only containing it: the home page's own title names leggings too.
        await page.waitForFunction(() => document.title.startsWith('Leggings'), undefined, {timeout: 10_000})
        const listing = await readHead(page)
        assert.deepEqual(listing.canonicals.length, 1, 'one canonical on the listing')
        assert.match(listing.canonicals[0] ?? '', /\/shop\/bottoms\/leggings$/)
        assert.deepEqual([listing.titles, listing.twice, listing.ogTitle], [1, [], listing.title])
        await page.locator('main a[href$=".html"]').first().click()
        await page.waitForURL(/\.html$/)
        const name = (await page.getByRole('heading', {level: 1}).first().innerText()).trim()
        await page.waitForFunction((product) => document.title.startsWith(product), name, {timeout: 10_000})
        const product = await readHead(page)
        assert.deepEqual(product.canonicals.length, 1, 'one canonical on the product page')
        assert.ok(product.canonicals[0]?.endsWith(new URL(page.url()).pathname), product.canonicals[0] ?? '')
        assert.deepEqual(
            [product.titles, product.twice, product.ogTitle, product.lang],
            [1, [], product.title, 'en-GB']
        )
        assertNoErrors(errors, 'the head through three pages')
    })
})

describe('mega menu', () => {
    test('Clothing › Leggings leads to the leggings listing', async (t) => {
        const page = await t.newPage({viewport: {width: 1440, height: 900}})
        await openHydrated(page, `${t.baseUrl}/`)
        // Disclosure navigation: top-level tabs are buttons that open a panel of category links.
        const nav = page.getByRole('navigation', {name: 'Main'})
        await nav.getByRole('button', {name: 'Clothing', exact: true}).click()
        await nav.getByRole('link', {name: 'Leggings', exact: true}).first().click()
        await page.waitForURL(/\/shop\/bottoms\/leggings$/)
        await page.getByRole('heading', {level: 1, name: /Leggings/}).waitFor()
    })

    test('keyboard, on the hydrated page: ArrowDown opens a panel on its first link, Escape closes it back on its tab; the closed panels are in the HTML', async (t) => {
        const page = await t.newPage({viewport: {width: 1440, height: 900}})
        const errors = collectErrors(page)
        await openHydrated(page, `${t.baseUrl}/`)
        const nav = page.getByRole('navigation', {name: 'Main'})
        // Closed panels keep the server's links (the page hydrates without them) for crawlers and no-script.
        const hiddenLinks = await nav.locator('[data-testid="mega-menu-panel"][hidden] a[href]').count()
        assert.ok(hiddenLinks > 20, `the closed panels hold their links (${hiddenLinks})`)
        const tab = nav.getByRole('button', {name: 'Clothing', exact: true})
        await tab.focus()
        await page.keyboard.press('ArrowDown')
        assert.equal(await tab.getAttribute('aria-expanded'), 'true')
        const focused = await page.evaluate(() => {
            const active = document.activeElement
            return {
                link: active?.tagName === 'A',
                inPanel: Boolean(active?.closest('[data-testid="mega-menu-panel"]:not([hidden])'))
            }
        })
        assert.deepEqual(focused, {link: true, inPanel: true}, 'focus is on the open panel’s first link')
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Escape')
        assert.equal(await tab.getAttribute('aria-expanded'), 'false')
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Clothing')
        assertNoErrors(errors, 'mega menu keyboard')
    })

    test('the mobile menu opens and reaches a category', async (t) => {
        const page = await t.newPage({viewport: {width: 390, height: 844}})
        await openHydrated(page, `${t.baseUrl}/`)
        await page.getByRole('button', {name: 'Menu', exact: true}).click()
        const menu = page.getByRole('dialog', {name: 'Menu'})
        await menu.getByRole('button', {name: 'Clothing', exact: true}).click()
        await menu.getByRole('button', {name: 'Bottoms', exact: true}).click()
        await menu.getByRole('link', {name: 'Leggings', exact: true}).click()
        await page.waitForURL(/\/shop\/bottoms\/leggings$/)
        await page.getByRole('heading', {level: 1, name: /Leggings/}).waitFor()
    })
})

describe('the harness', () => {
    // A string predicate once came back at once whatever it said (lib/browser.ts), and so did every wait for
    // hydration: the journeys only looked hydrated because the bundles used to run before the load event.
    test('a string wait waits for its condition', async (t) => {
        const page = await t.newPage()
        await page.goto(`${t.baseUrl}/404`, {waitUntil: 'load'})
        await assert.rejects(page.waitForFunction('() => false', undefined, {timeout: 300}), /Timeout/)
        await page.waitForFunction('() => document.title.length > 0', undefined, {timeout: 5_000})
    })
})

describe('paint first', () => {
    // The bundles start after the frame that shows the product's image (ssr/paint-first.ts): their evaluation no
    // longer holds back the first paint of a page the server has already rendered.
    test("the product's image is painted before the app's bundles start, and the page then hydrates cleanly", async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        const errors = collectErrors(page)
        await page.addInitScript(() => {
            const seen = {imagePaints: [] as number[], bundlesAt: -1}
            Object.assign(window, {__paintFirst: seen})
            new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as Array<PerformanceEntry & {element?: Element}>)
                    if (entry.element?.getAttribute('fetchpriority') === 'high')
                        seen.imagePaints.push(entry.startTime)
            }).observe({type: 'largest-contentful-paint', buffered: true})
            new MutationObserver((records) => {
                const bundle = records.some((record) =>
                    Array.from(record.addedNodes).some(
                        (node) => node.nodeName === 'SCRIPT' && (node as Element).hasAttribute('data-chunk')
                    )
                )
                if (bundle && seen.bundlesAt < 0) seen.bundlesAt = performance.now()
            }).observe(document, {childList: true, subtree: true})
        })
        const response = await page.goto(`${t.baseUrl}/product/VL10001`, {waitUntil: 'load'})
        const html = (await response?.text()) ?? ''
        assert.doesNotMatch(html, /<script[^>]* src=/, 'the document itself runs no bundle')
        assert.match(
            html,
            /<link rel="preload" as="script"[^>]*vendor\.js/,
            'the bundles are preloaded from the head'
        )
        await waitForHydration(page)
        const seen = await page.evaluate(
            () =>
                (window as unknown as {__paintFirst: {imagePaints: number[]; bundlesAt: number}}).__paintFirst
        )
        assert.ok(seen.imagePaints.length > 0, 'the product image was a largest paint')
        assert.ok(seen.bundlesAt > 0, 'the bundles were started')
        assert.ok(
            seen.imagePaints[0] <= seen.bundlesAt,
            `image painted at ${seen.imagePaints[0]} ms, bundles started at ${seen.bundlesAt} ms`
        )
        assertNoErrors(errors, 'paint first')
    })
})
