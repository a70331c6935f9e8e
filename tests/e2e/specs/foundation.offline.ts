import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {openHydrated} from '../lib/page-checks'
import {describe, test} from '../lib/registry'

/** The service worker (worker/): installed in production, serves the offline page, never caches the basket. */

const waitForWorkerControl = async (page: Page) => {
    await page.evaluate(async () => {
        await navigator.serviceWorker.ready
        if (navigator.serviceWorker.controller) return
        await new Promise<void>((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true})
        )
    })
}

describe('service worker', () => {
    test('/worker.js is served as JavaScript without third-party imports', async (t) => {
        const response = await t.fetchPage('/worker.js')
        assert.equal(response.status, 200)
        assert.match(response.headers.get('content-type') ?? '', /javascript/)
        const source = await response.text()
        assert.doesNotMatch(source, /importScripts\(\s*["']https?:/, 'the worker must be self-contained')
    })

    test('offline, a page that was never cached shows the offline page with a retry button', async (t) => {
        const page = await t.newPage({serviceWorkers: 'allow'})
        await openHydrated(page, `${t.baseUrl}/`)
        await waitForWorkerControl(page)
        await page.context().setOffline(true)
        await page.goto(`${t.baseUrl}/cart`)
        await page.getByRole('heading', {level: 1, name: "You're offline"}).waitFor()
        await page.getByRole('button', {name: 'Try again'}).waitFor()
    })

    test('offline, the home page visited before is served from the cache', async (t) => {
        const page = await t.newPage({serviceWorkers: 'allow'})
        await openHydrated(page, `${t.baseUrl}/`)
        await waitForWorkerControl(page)
        // A controlled navigation stores the page (the install step may have stored it already).
        await openHydrated(page, `${t.baseUrl}/`)
        await page.context().setOffline(true)
        // The offline page answers 503; the stored home page keeps its 200.
        const response = await page.goto(`${t.baseUrl}/`)
        assert.equal(response?.status(), 200)
        assert.ok((await page.locator('main h1, main h2').count()) > 0, 'the cached home page has no content')
    })

    test('the basket and checkout are never stored by the worker', async (t) => {
        const page = await t.newPage({serviceWorkers: 'allow'})
        await openHydrated(page, `${t.baseUrl}/`)
        await waitForWorkerControl(page)
        for (const path of ['/cart', '/checkout', '/account', '/']) await page.goto(`${t.baseUrl}${path}`)
        // Responses are stored after they are served; give the worker a moment to finish.
        await page.waitForTimeout(1000)
        const stored = await page.evaluate(async () => {
            const urls: string[] = []
            for (const name of await caches.keys()) {
                const cache = await caches.open(name)
                urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname))
            }
            return urls
        })
        assert.deepEqual(
            stored.filter((path) => /^\/(cart|checkout|account)|^\/mobify\/proxy\//.test(path)),
            [],
            `stored: ${stored.join(', ')}`
        )
        // The positive control: public pages and bundle files are stored, so the check above means something.
        assert.ok(stored.includes('/'), `the home page was not stored: ${stored.join(', ')}`)
        assert.ok(
            stored.some((path) => path.startsWith('/mobify/bundle/')),
            'no bundle files stored'
        )
    })
})
