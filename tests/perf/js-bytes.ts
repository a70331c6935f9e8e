import zlib from 'zlib'
import {launchBrowser} from '../e2e/lib/browser'
import {kB, printTable, saveResults} from './lib/output'

/**
 * JavaScript a first visit costs: every script response of a cold page load in Chromium, until the network is
 * idle (lazy chunks included), with its gzip size. Budget: 200 kB gzip per page type.
 */

export const JS_BUDGET_BYTES = 200_000

interface ScriptFile {
    url: string
    raw: number
    gzip: number
}

interface PageBytes {
    page: string
    path: string
    status: number
    files: ScriptFile[]
    totalRaw: number
    totalGzip: number
    withinBudget: boolean
}

/**
 * A product URL taken from the category page's server-rendered links (none until listings render). Product
 * paths end in `{slug}-{id}.html` below at least one category segment; top-level `.html` pages are content.
 */
const discoverProductPath = async (baseUrl: string): Promise<string | undefined> => {
    const html = await fetch(`${baseUrl}/shop/bottoms/leggings`).then((response) => response.text())
    return /href="(\/(?:[^"/]+\/)+[^"/]+-[^"/]+\.html)"/.exec(html)?.[1]
}

const shortName = (url: string) => {
    const {pathname, origin} = new URL(url)
    return pathname.startsWith('/mobify/bundle/')
        ? pathname.split('/').slice(4).join('/')
        : `${origin}${pathname}`
}

export const runJsBytesBenchmark = async ({baseUrl}: {baseUrl: string}) => {
    const productPath = await discoverProductPath(baseUrl)
    const pages = [
        {page: 'home', path: '/'},
        {page: 'category', path: '/shop/bottoms/leggings'},
        ...(productPath ? [{page: 'product', path: productPath}] : []),
        {page: 'cart', path: '/cart'},
        {page: 'checkout', path: '/checkout'},
        {page: 'account', path: '/account'}
    ]
    if (!productPath) console.log('[perf:js] no product link on the category page yet: product page skipped')
    const browser = await launchBrowser()
    const results: PageBytes[] = []
    try {
        for (const {page: name, path} of pages) {
            const context = await browser.newContext({
                viewport: {width: 390, height: 844},
                serviceWorkers: 'block'
            })
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
            const response = await page.goto(`${baseUrl}${path}`, {waitUntil: 'networkidle'})
            await page.waitForTimeout(1000)
            const files = (await Promise.all(pending)).filter((file): file is ScriptFile => !!file)
            await context.close()
            const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0)
            results.push({
                page: name,
                path,
                status: response?.status() ?? 0,
                files: files.sort((a, b) => b.gzip - a.gzip),
                totalRaw: files.reduce((sum, file) => sum + file.raw, 0),
                totalGzip,
                withinBudget: totalGzip <= JS_BUDGET_BYTES
            })
        }
    } finally {
        await browser.close()
    }
    for (const result of results) {
        console.log(`\n${result.page} ${result.path} (status ${result.status})`)
        printTable(
            ['file', 'raw kB', 'gzip kB'],
            result.files.map((file) => [shortName(file.url), Number(kB(file.raw)), Number(kB(file.gzip))])
        )
    }
    console.log(`\nbudget ${kB(JS_BUDGET_BYTES)} kB gzip per page type`)
    printTable(
        ['page', 'files', 'raw kB', 'gzip kB', 'budget'],
        results.map((result) => [
            result.page,
            result.files.length,
            Number(kB(result.totalRaw)),
            Number(kB(result.totalGzip)),
            result.withinBudget ? 'ok' : 'OVER'
        ])
    )
    console.log(`\nresults: ${saveResults('js-bytes', results)}`)
    return results
}
