import {printTable, saveResults} from './lib/output'
import {kB, measurePayload, pageTypes, PAYLOAD_TARGET_BYTES} from './lib/page-weight'

/**
 * Hydration payload per page type (`__PRELOADED_STATE__` + `__CONFIG__` as served), by shipped query;
 * target 60 kB raw on home, category and product pages (the gate's limits: lib/page-weight.ts).
 */
export const runPayloadBenchmark = async ({baseUrl}: {baseUrl: string}) => {
    const results = []
    for (const page of await pageTypes(baseUrl)) {
        const payload = await measurePayload(baseUrl, page.path)
        results.push({page: page.name, path: page.path, budget: page.payloadBudget, ...payload})
    }
    for (const result of results) {
        console.log(`\n${result.page} ${result.path}`)
        printTable(
            ['part', 'kB'],
            [
                ...result.parts.map((part) => [part.label, Number(kB(part.bytes))]),
                ['(config)', Number(kB(result.config))]
            ]
        )
    }
    console.log(`\ntarget ${kB(PAYLOAD_TARGET_BYTES)} kB raw on home, category and product`)
    printTable(
        ['page', 'parts', 'kB', 'gate kB', 'gate', 'target'],
        results.map((result) => [
            result.page,
            result.parts.length,
            Number(kB(result.total)),
            result.budget ? Number(kB(result.budget)) : '-',
            result.budget ? (result.total <= result.budget ? 'ok' : 'OVER') : '-',
            result.budget ? (result.total <= PAYLOAD_TARGET_BYTES ? 'met' : 'not yet') : '-'
        ])
    )
    console.log(`\nresults: ${saveResults('payload', results)}`)
    return results
}
