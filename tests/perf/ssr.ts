import {runLoad, type LoadResult} from './lib/load'
import {printTable, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'

/**
 * SSR throughput and latency of the production host: home, a category page and a product page, each at
 * concurrency 8 and 32, for a fixed duration after a short warm-up. Every request renders on the server (the
 * host has no HTML cache).
 */

export const SSR_PAGE_TYPES = ['home', 'category', 'product']

export interface SsrOptions {
    baseUrl: string
    durationMs: number
    concurrencies: number[]
}

export const runSsrBenchmark = async ({baseUrl, durationMs, concurrencies}: SsrOptions) => {
    const results: (LoadResult & {page: string})[] = []
    const pages = (await pageTypes(baseUrl)).filter((page) => SSR_PAGE_TYPES.includes(page.name))
    for (const page of pages) {
        for (const concurrency of concurrencies) {
            console.log(`[perf:ssr] ${page.name} at concurrency ${concurrency} for ${durationMs / 1000} s`)
            const result = await runLoad({
                url: `${baseUrl}${page.path}`,
                concurrency,
                durationMs,
                warmupMs: Math.min(3000, durationMs / 5)
            })
            results.push({page: page.name, ...result})
        }
    }
    console.log('')
    printTable(
        [
            'page',
            'conc',
            'req/s',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'max ms',
            'ok p50',
            'ok p99',
            'shed',
            'requests',
            'errors',
            'statuses',
            'kB/resp'
        ],
        results.map((result) => [
            result.page,
            result.concurrency,
            result.requestsPerSecond,
            result.latency.p50,
            result.latency.p95,
            result.latency.p99,
            result.latency.max,
            result.accepted.p50,
            result.accepted.p99,
            `${Math.round(result.shedRate * 100)}%`,
            result.requests,
            result.errors,
            Object.entries(result.statuses)
                .map(([status, count]) => `${status}×${count}`)
                .join(' '),
            Number((result.bytesPerResponse / 1000).toFixed(1))
        ])
    )
    console.log(`\nresults: ${saveResults('ssr', results)}`)
    return results
}
