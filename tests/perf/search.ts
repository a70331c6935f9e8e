import {benchmarkSearch} from '../../sandbox/modules/catalog/search.bench'
import {printTable, saveResults} from './lib/output'

/**
 * Product search in the sandbox, in process (no HTTP): `npx tsx tests/perf/search.ts [iterations]`.
 * Typical listing and search queries against a freshly seeded in-memory catalogue; p50/p95 for the search and
 * for the search plus serialising its response. Target: p50 under 5 ms for a typical refined query (a category
 * with colour, size and price refinements, sorted by price). Exits non-zero when the target is missed.
 */

export const REFINED_QUERY = 'refined listing'
export const TARGET_P50_MS = 5

const main = () => {
    const iterations = Number(process.argv[2] || 300)
    console.log(`[perf:search] ${iterations} iterations per query, after warm-up`)
    const timings = benchmarkSearch(iterations)
    printTable(
        ['query', 'hits', 'p50 ms', 'p95 ms', '+JSON p50', '+JSON p95'],
        timings.map((row) => [
            row.label,
            row.total,
            Number(row.p50.toFixed(2)),
            Number(row.p95.toFixed(2)),
            Number(row.jsonP50.toFixed(2)),
            Number(row.jsonP95.toFixed(2))
        ])
    )
    const refined = timings.find((row) => row.label === REFINED_QUERY)
    if (!refined) throw new Error(`the benchmark has no '${REFINED_QUERY}' query`)
    const passed = refined.p50 < TARGET_P50_MS
    const file = saveResults('search', {iterations, targetP50Ms: TARGET_P50_MS, passed, timings})
    console.log(
        `\n[perf:search] ${REFINED_QUERY}: p50 ${refined.p50.toFixed(2)} ms (target < ${TARGET_P50_MS} ms) ` +
            `${passed ? 'PASS' : 'FAIL'}; results in ${file}`
    )
    if (!passed) process.exitCode = 1
}

main()
