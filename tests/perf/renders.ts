import fs from 'fs'
import path from 'path'
import type {Page} from 'playwright-core'
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js'
import {launchBrowser} from '../e2e/lib/browser'
import {printTable, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'
import {loadAndCount, newPhonePage, recordRenders} from './lib/render-count'

/**
 * Components rendered by hydration and again after it, per guest page type, on a phone-sized page: every render
 * after hydration is main-thread time the shopper waits through (Lighthouse's blocking time), and most of it is
 * the page above a big list rendering again as the session, the shopper's groups and live data arrive. Counted
 * by lib/render-count.ts; built with `CLIENT_MAPS=1 npm run build`, the roots of the largest commit after
 * hydration are named by source file.
 */

const ROOTS_SHOWN = 4

type Namer = (page: Page, fnIndex: string) => Promise<string>

/** A component function's source, through the build's source maps when it has them. */
const sourceNamer = async (page: Page, buildDir: string): Promise<Namer> => {
    const session = await page.context().newCDPSession(page)
    const scripts = new Map<string, string>()
    session.on('Debugger.scriptParsed', (event: {scriptId: string; url: string}) => {
        scripts.set(event.scriptId, event.url)
    })
    await session.send('Debugger.enable')
    const consumers = new Map<string, SourceMapConsumer | null>()
    const consumerFor = (url: string) => {
        const file = path.join(buildDir, `${url.split('/').pop()?.split('?')[0] ?? ''}.map`)
        if (!consumers.has(file)) {
            consumers.set(
                file,
                fs.existsSync(file)
                    ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap)
                    : null
            )
        }
        return consumers.get(file) ?? null
    }
    return async (_page, fnIndex) => {
        const {result} = (await session.send('Runtime.evaluate', {
            expression: `window.__renderFns[${Number(fnIndex)}]`
        })) as {result: {objectId?: string; description?: string}}
        if (!result.objectId) return '?'
        const {internalProperties = []} = (await session.send('Runtime.getProperties', {
            objectId: result.objectId,
            ownProperties: true
        })) as {internalProperties?: {name: string; value?: {value?: unknown}}[]}
        const location = internalProperties.find((property) => property.name === '[[FunctionLocation]]')
            ?.value?.value as {scriptId: string; lineNumber: number; columnNumber: number} | undefined
        if (!location) return (result.description ?? '?').slice(0, 40)
        const url = scripts.get(location.scriptId) ?? ''
        const original = consumerFor(url)?.originalPositionFor({
            line: location.lineNumber + 1,
            column: location.columnNumber
        })
        if (!original?.source) return `${url.split('/').pop() ?? '?'}:${location.lineNumber + 1}`
        const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '')
        return `${source}:${original.line ?? 0}`
    }
}

export const runRendersBenchmark = async ({baseUrl, buildDir}: {baseUrl: string; buildDir: string}) => {
    const pages = (await pageTypes(baseUrl)).filter((page) => page.session === 'guest')
    const browser = await launchBrowser()
    const results = []
    try {
        for (const pageType of pages) {
            const {context, page} = await newPhonePage(browser)
            await recordRenders(page)
            const name = await sourceNamer(page, buildDir)
            const {hydration, after, largest} = await loadAndCount(page, `${baseUrl}${pageType.path}`)
            const roots = largest
                ? await Promise.all(
                      Object.entries(largest.roots)
                          .sort((a, b) => b[1] - a[1])
                          .slice(0, ROOTS_SHOWN)
                          .map(
                              async ([fn, count]) => `${await name(page, fn)}${count > 1 ? ` x${count}` : ''}`
                          )
                  )
                : []
            results.push({
                page: pageType.name,
                path: pageType.path,
                hydrated: hydration.reduce((sum, commit) => sum + commit.components, 0),
                commitsAfter: after.length,
                renderedAfter: after.reduce((sum, commit) => sum + commit.components, 0),
                largestAfter: largest?.components ?? 0,
                largestRoots: roots
            })
            await context.close()
        }
    } finally {
        await browser.close()
    }
    printTable(
        ['page', 'hydrated', 'commits after', 'rendered after', 'largest after'],
        results.map((result) => [
            result.page,
            result.hydrated,
            result.commitsAfter,
            result.renderedAfter,
            result.largestAfter
        ])
    )
    for (const result of results)
        console.log(
            `\n${result.page}: largest commit after hydration started at\n  ${result.largestRoots.join(
                '\n  '
            )}`
        )
    console.log(`\nresults: ${saveResults('renders', results)}`)
    return results
}
