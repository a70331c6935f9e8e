/**
 * Product search benchmark: `npx tsx sandbox/modules/catalog/search.bench.ts [iterations]` (or
 * `npx tsx tests/perf/search.ts`, which checks the target and saves the results).
 * Runs typical listing and search queries against an in-memory sandbox, in process (no HTTP), and prints
 * p50/p95 per query, for the search itself and with the response serialised. Target: p50 under 5 ms for a
 * typical refined query.
 */
import {createSandbox} from '../../core/create'
import type {CatalogRequest} from './request'
import {catalogOf} from './catalog-cache'
import {stockSnapshot} from './inventory'
import {productSearch, type SearchParams} from './search/product-search'
import {searchIndexOf} from './search/search-index'
import {findSite} from '../../core/context'

export const QUERIES: [string, Partial<SearchParams>][] = [
    ['category listing', {refine: ['cgid=leggings', 'htype=master'], limit: 24}],
    [
        'refined listing',
        {
            refine: ['cgid=bottoms', 'c_refinementColor=Black|Blue', 'c_size=M', 'price=(25..50)'],
            sort: 'price-low-to-high',
            limit: 24
        }
    ],
    ['sale, second page', {refine: ['cgid=sale', 'isAppExclusive=false'], offset: 24, limit: 24}],
    ['text search', {q: 'black leggings', limit: 24}],
    ['text + refinements', {q: 'sports bra', refine: ['c_size=S', 'c_isSale=true'], limit: 24}],
    ['everything, 200 hits', {limit: 200}]
]

const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export interface SearchTiming {
    label: string
    total: number
    /** Milliseconds for the search alone. */
    p50: number
    p95: number
    /** Milliseconds including serialising the response. */
    jsonP50: number
    jsonP95: number
}

export const benchmarkSearch = (iterations = 300): SearchTiming[] => {
    const sandbox = createSandbox({dataDir: ':memory:'})
    const {ctx} = sandbox
    const catalog = catalogOf(ctx)
    const index = searchIndexOf(catalog)
    const site = findSite(ctx.config, 'vela-gb')
    if (!site) throw new Error('vela-gb missing from the site list')
    const request: CatalogRequest = {
        site,
        locale: 'en-GB',
        currency: 'GBP',
        customerGroups: new Set(['Everyone', 'Unregistered'])
    }
    const timings: SearchTiming[] = []
    for (const [label, partial] of QUERIES) {
        const params: SearchParams = {refine: [], offset: 0, limit: 25, ...partial}
        const run = () =>
            productSearch(index, params, {
                catalog,
                request,
                origin: ctx.config.publicOrigin,
                stock: stockSnapshot(ctx),
                perPricebook: true,
                viewTypes: ['medium', 'swatch']
            })
        for (let i = 0; i < 30; i++) run()
        const times: number[] = []
        const withJson: number[] = []
        let total = 0
        for (let i = 0; i < iterations; i++) {
            const start = process.hrtime.bigint()
            const result = run()
            const searched = process.hrtime.bigint()
            JSON.stringify(result)
            times.push(Number(searched - start) / 1e6)
            withJson.push(Number(process.hrtime.bigint() - start) / 1e6)
            total = result.total
        }
        times.sort((a, b) => a - b)
        withJson.sort((a, b) => a - b)
        timings.push({
            label,
            total,
            p50: percentile(times, 50),
            p95: percentile(times, 95),
            jsonP50: percentile(withJson, 50),
            jsonP95: percentile(withJson, 95)
        })
    }
    sandbox.close()
    return timings
}

const main = () => {
    const iterations = Number(process.argv[2] || 300)
    console.log(`product search, ${iterations} iterations per query (after warm-up)`)
    for (const row of benchmarkSearch(iterations)) {
        const stats = (p50: number, p95: number) => `p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`
        console.log(
            `${row.label.padEnd(22)} total ${String(row.total).padStart(3)}  search ${stats(
                row.p50,
                row.p95
            )}` + `  | +JSON ${stats(row.jsonP50, row.jsonP95)}`
        )
    }
}

if (require.main === module) main()
