import fs from 'fs'
import path from 'path'
import {discoverProductPath} from '../../scripts/warm-up'
import {LOCALE_HOMES, SITE_HOMES} from '../e2e/lib/sites'
import {runLighthouse, type LighthouseReport} from './lighthouse'
import {printTable, RESULTS_DIR, saveResults} from './lib/output'

/** Every site's locales, by URL prefix: each site's default locale, then the others (GB's has no prefix). */
const LOCALE_PREFIXES = [...SITE_HOMES, ...LOCALE_HOMES].map(({path: home}) => home.replace(/\/$/, ''))

/**
 * Lighthouse's SEO category (crawlable, canonical, hreflang, titles, descriptions, link text, structured
 * markup) on the indexable page types in every locale. Run it against a stack that believes it is the
 * production host (`npm run perf -- seo` starts one): elsewhere every page is rightly `noindex` (spec 001
 * §2.5) and the canonical names another host. Search results are left out: they are `noindex` by design.
 */
export const runSeoBenchmark = async ({baseUrl}: {baseUrl: string}) => {
    fs.mkdirSync(RESULTS_DIR, {recursive: true})
    const product = await discoverProductPath(baseUrl)
    const pages = [
        ['home', '/'],
        ['category', '/shop/bottoms/leggings'],
        ['product', product],
        ['content', '/about-us/our-story']
    ]
    const results: {locale: string; page: string; seo: number; failing: string[]}[] = []
    for (const prefix of LOCALE_PREFIXES) {
        for (const [name, pagePath] of pages) {
            const url = `${baseUrl}${prefix}${pagePath === '/' && prefix ? '' : pagePath}`
            const output = path.join(
                RESULTS_DIR,
                `seo-${prefix.replace(/\//g, '_') || 'gb'}-${name}.report.json`
            )
            console.log(`[perf:seo] ${url}`)
            let report: LighthouseReport
            try {
                report = runLighthouse(url, ['--only-categories=seo'], output)
            } catch (error) {
                results.push({locale: prefix || '/', page: name, seo: 0, failing: [(error as Error).message]})
                continue
            }
            const refs = report.categories.seo?.auditRefs ?? []
            results.push({
                locale: prefix || '/',
                page: name,
                seo: Math.round((report.categories.seo?.score ?? 0) * 100),
                failing: refs
                    .map(({id}) => id)
                    .filter((id) => {
                        const score = report.audits[id]?.score
                        return typeof score === 'number' && score < 1
                    })
            })
        }
    }
    console.log('')
    printTable(
        ['locale', 'page', 'SEO', 'failing audits'],
        results.map((result) => [result.locale, result.page, result.seo, result.failing.join(', ') || '-'])
    )
    const below = results.filter((result) => result.seo < 100).length
    console.log(`\n${results.length - below} of ${results.length} pages score 100 (target: all)`)
    console.log(`\nresults: ${saveResults('seo', results)}`)
    return results
}
