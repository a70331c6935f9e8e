import assert from 'assert/strict'
import {assertAccessible} from '../lib/axe'
import {VIEWPORTS} from '../lib/browser'
import {openHydrated} from '../lib/page-checks'
import {describe, test} from '../lib/registry'

/**
 * axe-core on the hydrated catalogue pages at the two reference widths: a category listing, one with a filter
 * popover open, a product page and its quick view.
 */

const widths = [
    ['390', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop]
] as const

const PAGES = [
    ['a category listing', '/shop/bottoms/leggings'],
    ['a filtered listing', '/shop/bottoms/leggings?refine=c_refinementColor%3DBlack'],
    ['search results', '/search?q=leggings'],
    ['a product page', '/product/VL10054']
] as const

describe('catalogue accessibility', () => {
    for (const [name, viewport] of widths) {
        for (const [label, path] of PAGES) {
            test(`${label} at ${name}px has no WCAG A/AA axe violations of any impact`, async (t) => {
                const page = await t.newPage({viewport})
                await openHydrated(page, `${t.baseUrl}${path}`)
                await assertAccessible(page, path)
                // Lighthouse's accessibility score also counts skipped heading levels (a best practice axe's
                // WCAG rule sets leave out): a listing's content spot sat at h3 straight under the h1.
                const skips = await page.evaluate(() => {
                    const found: string[] = []
                    let previous = 0
                    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
                        if (!heading.getClientRects().length) continue
                        const level = Number(heading.tagName[1])
                        if (previous && level > previous + 1)
                            found.push(`h${previous} → h${level} '${heading.textContent?.trim() ?? ''}'`)
                        previous = level
                    }
                    return found
                })
                assert.deepEqual(skips, [], `${path}: heading levels skipped`)
            })
        }
    }

    test('the quick view and an open filter have no WCAG A/AA axe violations of any impact', async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.desktop})
        await openHydrated(page, `${t.baseUrl}/shop/bottoms/leggings`)
        await page
            .getByRole('region', {name: 'Filter and sort'})
            .getByRole('button', {name: /^Colour/})
            .click()
        await page.getByRole('group', {name: 'Colour', exact: true}).waitFor()
        await assertAccessible(page, 'the colour filter')
        await page.keyboard.press('Escape')

        await page
            .locator('main [data-tile-index="0"]')
            .getByRole('button', {name: /Quick view/})
            .click()
        await page
            .getByRole('dialog', {name: /Quick view/})
            .getByRole('link', {name: 'View full details'})
            .waitFor()
        await assertAccessible(page, 'the quick view')
    })
})
