import zlib from 'zlib'
import type {Browser, BrowserContextOptions, Page} from 'playwright-core'
import {discoverProductPath} from '../../../scripts/warm-up'
import {waitForHydration} from '../../e2e/lib/page-checks'

/**
 * What a first visit to each page type costs, measured the same way by `npm run perf` (tests/perf) and by the
 * budget gate in `npm test` (tests/e2e/specs/page-weight.budget.ts):
 * - first-load JavaScript: every script response of a cold load in Chromium until the network is idle (lazy
 *   chunks included), gzip level 9 per file;
 * - hydration payload: the page's `__PRELOADED_STATE__` and `__CONFIG__` as the server sends them, raw bytes,
 *   with each shipped query's share.
 */

/** The targets: 200 kB gzip of JavaScript on every page type, 60 kB hydration payload on catalogue pages. */
export const JS_TARGET_BYTES = 200_000
export const PAYLOAD_TARGET_BYTES = 60_000

/**
 * What the gate holds each page type to today: the target where the page meets it, else the size measured
 * when the gate was set (2026-11-26) plus a small margin, so no page grows while the rest of the work lands.
 * Lower an entry to the target once its page meets it; never raise one to let a change through (a deliberate
 * trade of bytes for measured speed is recorded beside the entry with its numbers).
 */
const JS_BUDGETS: Record<string, number> = {
    // Measured 2026-11-26 after merging the wave's branches (gzip kB, idle work included): home 304.0,
    // category 373.7, search 356.5, product 393.4, cart 359.4 (337.0 once the bag's banner content came with the
    // page), account 316.1, checkout ≤ 368; vendor.js (179 kB)
    // and main.js (69.5 kB) are most of every page, and framer-motion (42 kB, via Chakra's overlays) most of
    // the rest. The speed branch alone measured 279–366 kB: the merge added ~10 kB to main.js.
    // Framer-motion off the catalogue, bag and checkout pages (own disclosure, menu and popover): category
    // 313.3, search 296.0, product 332.8, cart 317.6 (295.5 with both changes measured together), checkout 324.4.
    // Only the commerce hooks the storefront uses in the browser build: home 299.6, category 308.0,
    // search 290.6, product 327.3, cart 290.1, checkout 321.6, account 314.0.
    // ES2017/2018 syntax shipped as written (babel.config.js): home 292.1, category 301.7, search 285.3,
    // product 321.0, cart 282.9, checkout 315.8, account 308.5; each budget is that plus ~1.3 kB.
    // Raised once, as a measured trade rather than to let a change through: hydrating in slices with early
    // input played again (app/hydration/) costs 0.9-1.0 kB of main.js on every page and took Lighthouse's
    // blocking time from 1478/2343/2148/1516 ms to 493/1551/1335/974 ms (home/category/product/cart, medians
    // of 3 in one sitting). With it and the promotional prices: home 293.3, category 303.1, search 286.4,
    // product 322.1, cart 283.9, checkout 316.6, account 309.6; plus ~1.3 kB.
    // Chakra's base theme without its full component set, the storefront's own deep merge for Chakra, the
    // message-format stand-in's module build, and the HTML filter loaded only when the browser renders rich
    // text itself: home 279.0, category 287.5, search 269.4, product 306.0, cart 267.8, checkout 299.4,
    // account 293.1; plus ~1.3 kB. The same stop's later changes (tiles and footer links hydrating later, the
    // theme's own layer merge) brought them to home 279.8, category 288.4, search 270.2, product 306.8, cart
    // 268.7, checkout 300.2, account 293.9, under the same budgets.
    // Raised by 0.3 kB as a measured trade: the start in stages (app/hydration/start-in-stages.ts) costs
    // 0.2-0.4 kB of main.js (a module wrapper for each stage's module, the stage list, the Intl warm-ups) and
    // broke the start's one 380 ms task (4x CPU) into tasks of 20-90 ms. Lighthouse mobile, medians of 3
    // interleaved in one sitting, before -> after: home 68 -> 81, category 86 -> 94, product 70 -> 88, cart
    // 62 -> 74 (TBT 617 -> 231, 533 -> 166, 767 -> 343, 934 -> 474 ms). Measured with it: home 280.3,
    // category 288.9, search 270.8, product 307.3, cart 269.1, checkout 300.7, account 294.4.
    // The route warm-up before hydration (+77 B of main.js) with the country table's icon names derived instead
    // of shipped (-620 B): home 280.0, category 288.3, search 270.2, product 305.8, cart 267.5, checkout 299.6,
    // account 292.6 (2026-11-28).
    // The consent banner's server copy (+~600 B: the consent host takes over from it, the banner marks its
    // buttons), paid for by the checkout header's own chunk (-320 B off every other page): home 280.3,
    // category 288.5, search 270.4, product 306.0, cart 267.7, checkout 300.7, account 292.9 (2026-11-28).
    // Raised as a measured trade (2026-11-29): product tiles, prices, badges, the closed menu panels and the
    // footer's links as plain elements styled from one class each (+0.3 kB of main.js for the style objects;
    // checkout +0.7 kB and search +0.5 kB where webpack regrouped shared chunks). Server CPU per render, medians
    // of 7 interleaved rounds in one sitting, before -> after: home 124 -> 107 ms, category 116 -> 102, search
    // 101 -> 79, product 86 -> 79, cart 61 -> 52; components rendered after hydration (phone): home
    // 2676 -> 1402, category 2121 -> 1490, search 2129 -> 1417. Measured with it: home 280.4, category 288.6,
    // search 271.0, product 306.6, cart 267.6, checkout 301.2, account 293.3.
    // Lowered 2026-11-29: the country table's names left main.js (-1.3 kB) and presses before React listens
    // are held (+0.17 kB). Measured: home 279.4, category 287.6, search 270.0, product 305.6, cart 266.7,
    // checkout 301.6 (the names are in its address form's chunk), account 292.3. Then the browser's stand-ins for
    // react-helmet and event-emitter (-4.7 kB on every page): home 274.7, category 283.0, search 265.3,
    // product 300.9, cart 262.0, checkout 296.9, account 287.7.
    // Lowered 2026-11-29: the search box's suggestions load when the shopper first comes to the box (main.js
    // 73.2 -> 68.9 kB; the modules they shared with the catalogue moved to a chunk the category page loads
    // anyway). Measured: home 272.9, category 283.1, search 263.8, product 298.8, cart 259.8, checkout 294.5,
    // account 285.4.
    home: 273_300,
    category: 283_400,
    search: 264_200,
    product: 299_200,
    cart: 260_200,
    checkout: 294_900,
    account: 285_800
}
const PAYLOAD_BUDGETS: Record<string, number> = {
    // Home measured 60.3 kB after the merge; 59.8 kB once tiles stopped carrying empty promotion lists
    // (search-projection.ts), so it is held to the target like the others.
    home: PAYLOAD_TARGET_BYTES,
    category: PAYLOAD_TARGET_BYTES,
    product: PAYLOAD_TARGET_BYTES
}

/**
 * The most components one commit after hydration may render on a phone (a guest's first load): what the
 * shopper waits through as the session, the shopper's groups and live data arrive. Measured before the pages
 * rendered again only where something changed: home 260, category 648, search 379, product 438; after: 125,
 * 134, 132 and 428 (`npm run perf -- renders`). The budgets leave room for arrivals that land in one commit
 * together, and fail when a page renders its whole body again.
 */
const RENDER_BUDGETS: Record<string, number> = {
    home: 250,
    category: 250,
    search: 250,
    // The product page's buying panel is not memoised yet (a memoised panel broke a browser test of an add
    // pressed before the session started, and was taken back): it renders 428-438 components when the session
    // arrives, so its budget only stops further growth.
    product: 500
}

export type Session = 'guest' | 'bag' | 'signed-in'

export interface PageType {
    name: string
    path: string
    /** The visitor: a new guest, a guest with a product in the bag, or a signed-in shopper. */
    session: Session
    /** First-load JavaScript allowed by the gate, gzip bytes. */
    jsBudget: number
    /** Hydration payload allowed by the gate, raw bytes (catalogue and content pages only). */
    payloadBudget?: number
    /** Components one commit after hydration may render (guest catalogue pages only). */
    renderBudget?: number
}

/** A seeded shopper with orders and addresses (sandbox seed). */
export const DEMO_SHOPPER = {username: 'jordan.lee@example.com', password: 'VelaDemo#2024'}

/**
 * A product URL taken from the category page's server-rendered links. Product paths end in
 * `{slug}-{id}.html` below at least one category segment; top-level `.html` pages are content.
 */
const pageType = (name: string, path: string, session: Session): PageType => ({
    name,
    path,
    session,
    jsBudget: JS_BUDGETS[name] ?? JS_TARGET_BYTES,
    payloadBudget: PAYLOAD_BUDGETS[name],
    renderBudget: RENDER_BUDGETS[name]
})

export const pageTypes = async (baseUrl: string): Promise<PageType[]> => [
    pageType('home', '/', 'guest'),
    pageType('category', '/shop/bottoms/leggings', 'guest'),
    pageType('search', '/search?q=leggings', 'guest'),
    pageType('product', await discoverProductPath(baseUrl), 'guest'),
    pageType('cart', '/cart', 'bag'),
    pageType('checkout', '/checkout', 'bag'),
    pageType('account', '/account', 'signed-in')
]

export interface ScriptFile {
    url: string
    raw: number
    gzip: number
}

export interface FirstLoad {
    status: number
    /** Where the page ended up (a redirect shows here). */
    finalPath: string
    files: ScriptFile[]
    totalRaw: number
    totalGzip: number
}

type StorageState = BrowserContextOptions['storageState']

/** Resolves when the page's main thread next goes idle (after any idle work the page queued before). */
const pageIdle = (page: Page) =>
    page.evaluate(
        () =>
            new Promise<void>((resolve) => {
                window.requestIdleCallback(() => resolve(), {timeout: 5000})
            })
    )

/**
 * Work the page schedules for when it is idle (the engagement chunk, and what its popups load) counts as first
 * load. Waiting for the page's own idle callbacks, not a fixed delay, keeps a loaded machine from cutting the
 * load short and the gate from flaking: two rounds cover idle work that queues more idle work.
 */
const waitForQuiet = async (page: Page) => {
    await page.waitForLoadState('networkidle')
    for (let round = 0; round < 2; round += 1) {
        await pageIdle(page)
        await page.waitForTimeout(300)
        await page.waitForLoadState('networkidle')
    }
}

/**
 * The chunk every page loads when it is first idle after hydration (analytics, country detection, popups): the
 * last link of the page's first load (the consent chunks are asked for earlier, as hydration ends). On a busy
 * machine hydration alone can outlast the network's quiet and the idle callbacks a gate waits for, and a
 * measurement that stopped there left these chunks uncounted.
 */
const IDLE_CHUNK = /\/engagement\.js$/

/** Every script a cold load of `url` fetches until the network is idle. */
export const measureFirstLoad = async (
    browser: Browser,
    url: string,
    storageState?: StorageState
): Promise<FirstLoad> => {
    const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        serviceWorkers: 'block',
        ...(storageState && {storageState})
    })
    try {
        const page = await context.newPage()
        const pending: Promise<ScriptFile | undefined>[] = []
        page.on('response', (response) => {
            if (response.request().resourceType() !== 'script') return
            pending.push(
                response
                    .body()
                    .then((body) => ({
                        url: response.url(),
                        raw: body.length,
                        gzip: zlib.gzipSync(body, {level: 9}).length
                    }))
                    .catch(() => undefined)
            )
        })
        // Soft: a page that never loads the chunk is measured after a longer wait, not failed.
        const idleChunk = page
            .waitForResponse((reply) => IDLE_CHUNK.test(new URL(reply.url()).pathname), {timeout: 20_000})
            .catch(() => undefined)
        const response = await page.goto(url, {waitUntil: 'load'})
        await waitForHydration(page, 60_000)
        await idleChunk
        await waitForQuiet(page)
        const files = (await Promise.all(pending))
            .filter((file): file is ScriptFile => !!file)
            .sort((a, b) => b.gzip - a.gzip)
        const {pathname, search} = new URL(page.url())
        return {
            status: response?.status() ?? 0,
            finalPath: pathname + search,
            files,
            totalRaw: files.reduce((sum, file) => sum + file.raw, 0),
            totalGzip: files.reduce((sum, file) => sum + file.gzip, 0)
        }
    } finally {
        await context.close()
    }
}

/** A bundle file's name (`vendor.js`), or the URL of anything else. */
export const scriptName = (url: string) => {
    const {pathname, origin} = new URL(url)
    return pathname.startsWith('/mobify/bundle/')
        ? pathname.split('/').slice(4).join('/')
        : `${origin}${pathname}`
}

export interface Payload {
    /** `__PRELOADED_STATE__` plus `__CONFIG__`, raw JSON bytes as serialised in the page. */
    total: number
    config: number
    /** Each part of the state: shipped queries by key, then other state (the page's messages...). */
    parts: {label: string; bytes: number}[]
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8')

/** A query key as a short label: `catalog listing-search {"refine":["cgid=leggings"],...}`. */
const keyLabel = (key: unknown[]) =>
    key
        .filter((part) => !(typeof part === 'string' && /^(vela-|[a-z]{2}-[A-Z]{2}$|[A-Z]{3}$)/.test(part)))
        .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
        .join(' ')
        .slice(0, 90)

/** The hydration payload of a server-rendered page. */
export const measurePayload = async (baseUrl: string, path: string, cookie?: string): Promise<Payload> => {
    const html = await fetch(`${baseUrl}${path}`, {headers: cookie ? {cookie} : {}}).then((response) =>
        response.text()
    )
    const json = /<script id="mobify-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    if (!json) throw new Error(`${path}: no hydration data in the page`)
    const data = JSON.parse(json) as {__CONFIG__?: unknown; __PRELOADED_STATE__?: Record<string, unknown>}
    const state = data.__PRELOADED_STATE__ ?? {}
    const queries = Array.isArray(state.__queries) ? (state.__queries as [unknown[], unknown][]) : []
    const parts = [
        ...queries.map(([key, value]) => ({label: keyLabel(key), bytes: bytes([key, value])})),
        ...Object.entries(state)
            .filter(([name]) => name !== '__queries')
            .map(([name, value]) => ({label: name, bytes: bytes(value)}))
    ].sort((a, b) => b.bytes - a.bytes)
    const config = bytes(data.__CONFIG__)
    return {total: bytes(state) + config, config, parts}
}

/**
 * Browser sessions for the page types that need one: a guest with a product in the bag (cart, checkout) and
 * the demo shopper signed in (account). Each is the stored state (cookies and local storage) of a context that
 * went through the storefront's own pages.
 */
export const prepareSessions = async (browser: Browser, baseUrl: string, productPath: string) => {
    const bag = await browser.newContext({serviceWorkers: 'block'})
    try {
        const page = await bag.newPage()
        await page.goto(`${baseUrl}${productPath}`, {waitUntil: 'networkidle'})
        // The network going quiet is not enough: on a busy machine it falls silent while hydration is still
        // working through its stages, and a press on "Add To Bag" before then did nothing (the gate failed
        // twice in one full run, both times waiting for the bag to count the item).
        await waitForHydration(page, 30_000)
        const sizes = page
            .getByRole('group', {name: /Size/})
            .first()
            .locator('input[type="radio"]:not([disabled])')
        if ((await sizes.count()) > 0) await sizes.nth(1).check({force: true})
        await page
            .getByRole('button', {name: /^Add To Bag$/i})
            .first()
            .click()
        // A locator, not a string predicate: the storefront's CSP forbids the eval a string predicate needs.
        await page
            .locator('a[aria-label^="Bag, 1 item"], button[aria-label^="Bag, 1 item"]')
            .first()
            .waitFor({state: 'attached', timeout: 20_000})
        const bagState = await bag.storageState()
        const signedIn = await browser.newContext({serviceWorkers: 'block'})
        try {
            const login = await signedIn.newPage()
            await login.goto(`${baseUrl}/login`, {waitUntil: 'networkidle'})
            await waitForHydration(login, 30_000)
            await login.getByLabel(/^Email address/).fill(DEMO_SHOPPER.username)
            await login.getByLabel(/^Password\s*\*?$/).fill(DEMO_SHOPPER.password)
            await login.getByRole('button', {name: 'Sign in', exact: true}).click()
            await login.waitForURL((url) => !url.pathname.endsWith('/login'), {timeout: 30_000})
            return {bag: bagState, 'signed-in': await signedIn.storageState()}
        } finally {
            await signedIn.close()
        }
    } finally {
        await bag.close()
    }
}

export type Sessions = Awaited<ReturnType<typeof prepareSessions>>

export const storageFor = (sessions: Sessions | undefined, session: Session): StorageState =>
    session === 'guest' ? undefined : sessions?.[session]

export const kB = (value: number) => (value / 1000).toFixed(1)
