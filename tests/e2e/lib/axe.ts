import AxeBuilder from '@axe-core/playwright'
import assert from 'assert/strict'
import type {Page} from 'playwright-core'

/** The WCAG 2.0–2.2 level A and AA rule sets: the bar every page is held to (issue #13). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG A/AA findings on the page as it is now, every impact (not only serious and critical).
 * Legacy mode runs axe inside the page (and its frames) instead of opening a blank page to merge per-frame
 * results, and only violations carry node details: together a third of the default's time (1.4 s against
 * 4.5 s on the home page), with the same findings.
 */
export const axeViolations = async (page: Page, where: string): Promise<string[]> => {
    const results = await new AxeBuilder({page})
        // options() replaces the whole options object, so it comes before withTags().
        .options({resultTypes: ['violations']})
        .withTags(WCAG_AA)
        .setLegacyMode(true)
        .analyze()
    return results.violations.map(
        (violation) =>
            `${where}: ${violation.impact ?? ''} ${violation.id} (${violation.help}) at ` +
            violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(' | ')
    )
}

export const assertAccessible = async (page: Page, where: string) => {
    const found = await axeViolations(page, where)
    assert.deepEqual(found, [], `axe (WCAG A/AA, any impact):\n  ${found.join('\n  ')}`)
}
