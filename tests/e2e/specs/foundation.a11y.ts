import {assertAccessible} from '../lib/axe'
import {VIEWPORTS} from '../lib/browser'
import {openHydrated} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {SITE_HOMES} from '../lib/sites'

/** axe-core on the hydrated page at the two reference widths; screenshots of every site's home for review. */

const widths = [
    ['390', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop]
] as const

describe('accessibility', () => {
    for (const [name, viewport] of widths) {
        for (const path of ['/', '/404']) {
            test(`${path} at ${name}px has no WCAG A/AA axe violations of any impact`, async (t) => {
                const page = await t.newPage({viewport})
                await openHydrated(page, `${t.baseUrl}${path}`)
                await assertAccessible(page, path)
            })
        }
    }
})

describe('screenshots', () => {
    for (const site of SITE_HOMES) {
        test(
            `the ${site.name} home at 390 and 1440 px`,
            async (t) => {
                for (const [name, viewport] of widths) {
                    const page = await t.newPage({viewport})
                    await openHydrated(page, `${t.baseUrl}${site.path}`)
                    await t.screenshot(page, `home-${site.name.toLowerCase()}-${name}`, {fullPage: true})
                    await page.context().close()
                }
            },
            {screenshotsOnly: true}
        )
    }
})
