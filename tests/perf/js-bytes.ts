import {launchBrowser} from '../e2e/lib/browser'
import {printTable, saveResults} from './lib/output'
import {
    JS_TARGET_BYTES,
    kB,
    measureFirstLoad,
    pageTypes,
    prepareSessions,
    scriptName,
    storageFor,
    type FirstLoad,
    type PageType
} from './lib/page-weight'

/**
 * JavaScript a first visit costs, per page type (lib/page-weight.ts): every script of a cold load until the
 * network is idle, gzip, by file. Target: 200 kB gzip per page type.
 */

export interface PageBytes extends FirstLoad {
    page: string
    path: string
    withinBudget: boolean
    /** The gate's limit for this page type (lib/page-weight.ts). */
    budget: number
}

export const runJsBytesBenchmark = async ({baseUrl}: {baseUrl: string}) => {
    const pages: PageType[] = await pageTypes(baseUrl)
    const browser = await launchBrowser()
    const results: PageBytes[] = []
    try {
        const productPath = pages.find((page) => page.name === 'product')?.path ?? '/'
        const sessions = await prepareSessions(browser, baseUrl, productPath)
        for (const page of pages) {
            const load = await measureFirstLoad(
                browser,
                `${baseUrl}${page.path}`,
                storageFor(sessions, page.session)
            )
            results.push({
                page: page.name,
                path: page.path,
                ...load,
                withinBudget: load.totalGzip <= page.jsBudget,
                budget: page.jsBudget
            })
        }
    } finally {
        await browser.close()
    }
    for (const result of results) {
        const moved = result.finalPath !== result.path ? ` -> ${result.finalPath}` : ''
        console.log(`\n${result.page} ${result.path}${moved} (status ${result.status})`)
        printTable(
            ['file', 'raw kB', 'gzip kB'],
            result.files.map((file) => [scriptName(file.url), Number(kB(file.raw)), Number(kB(file.gzip))])
        )
    }
    console.log(
        `\ntarget ${kB(JS_TARGET_BYTES)} kB gzip per page type; gate per page type in lib/page-weight.ts`
    )
    printTable(
        ['page', 'files', 'raw kB', 'gzip kB', 'gate kB', 'gate', 'target'],
        results.map((result) => [
            result.page,
            result.files.length,
            Number(kB(result.totalRaw)),
            Number(kB(result.totalGzip)),
            Number(kB(result.budget)),
            result.withinBudget ? 'ok' : 'OVER',
            result.totalGzip <= JS_TARGET_BYTES ? 'met' : 'not yet'
        ])
    )
    console.log(`\nresults: ${saveResults('js-bytes', results)}`)
    return results
}
