import AxeBuilder from '@axe-core/playwright'
import assert from 'assert/strict'
import type {Page} from 'playwright-core'

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** The WCAG 2.0–2.2 level A and AA rule sets: the bar every page is held to (issue #13). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** How long a finding has to clear before it is taken for a state in passing (a fade, a late image). */
const SETTLE_MS = 1_000

/**
 * Legacy mode runs axe inside the page (and its frames) instead of opening a blank page to merge per-frame
 * results, and only violations carry node details: together a third of the default's time (1.4 s against
 * 4.5 s on the home page), with the same findings.
 */
const analyse = async (page: Page): Promise<Result[]> => {
    const results = await new AxeBuilder({page})
        // options() replaces the whole options object, so it comes before withTags().
        .options({resultTypes: ['violations']})
        .withTags(WCAG_AA)
        .setLegacyMode(true)
        .analyze()
    return results.violations
}

const describeNodes = (violation: Result) =>
    violation.nodes
        .slice(0, 3)
        .map(
            (node) =>
                `${node.target.join(' ')} ${node.html.slice(0, 160)} ${(node.failureSummary ?? '')
                    .replace(/\s+/g, ' ')
                    .slice(0, 240)}`
        )
        .join(' | ')

const keysOf = (violations: Result[]) =>
    new Set(
        violations.flatMap((violation) =>
            violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)
        )
    )

/**
 * axe's WCAG A/AA findings on the page as it is now, every impact (not only serious and critical). A finding is
 * confirmed by a second look a second later: one a page shows only while something is still arriving or
 * moving (a colour mid-transition, a block whose image is on its way) is logged with its markup, not failed;
 * anything still there is reported with its markup and axe's reason.
 */
export const axeViolations = async (page: Page, where: string): Promise<string[]> => {
    const first = await analyse(page)
    if (first.length === 0) return []
    await page.waitForTimeout(SETTLE_MS)
    const second = await analyse(page)
    const persisting = keysOf(second)
    for (const violation of first) {
        const passing = violation.nodes.filter(
            (node) => !persisting.has(`${violation.id} ${node.target.join(' ')}`)
        )
        if (passing.length)
            console.warn(
                `[axe] ${where}: ${violation.id} cleared within ${SETTLE_MS} ms at ` +
                    describeNodes({...violation, nodes: passing})
            )
    }
    return second.map(
        (violation) =>
            `${where}: ${violation.impact ?? ''} ${violation.id} (${violation.help}) at ${describeNodes(
                violation
            )}`
    )
}

export const assertAccessible = async (page: Page, where: string) => {
    const found = await axeViolations(page, where)
    assert.deepEqual(found, [], `axe (WCAG A/AA, any impact):\n  ${found.join('\n  ')}`)
}
