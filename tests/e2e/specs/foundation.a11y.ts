import AxeBuilder from '@axe-core/playwright'
import assert from 'assert/strict'
import {VIEWPORTS} from '../lib/browser'
import {openHydrated} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {SITE_HOMES} from '../lib/sites'

/** axe-core on the hydrated page at the two reference widths; screenshots of every site's home for review. */

const BLOCKING = new Set(['serious', 'critical'])

const widths = [
    ['390', VIEWPORTS.mobile],
    ['1440', VIEWPORTS.desktop]
] as const

describe('accessibility', () => {
    for (const [name, viewport] of widths) {
        for (const path of ['/', '/404']) {
            test(`${path} at ${name}px has no serious or critical axe violations`, async (t) => {
                const page = await t.newPage({viewport})
                await openHydrated(page, `${t.baseUrl}${path}`)
                const results = await new AxeBuilder({page}).analyze()
                const blocking = results.violations.filter((violation) =>
                    BLOCKING.has(violation.impact ?? '')
                )
                const details = blocking.map(
                    (violation) =>
                        `${violation.impact ?? ''} ${violation.id}: ${violation.help}\n      ` +
                        violation.nodes
                            .slice(0, 3)
                            .map((node) => node.target.join(' '))
                            .join('\n      ')
                )
                assert.equal(blocking.length, 0, `axe violations on ${path}:\n    ${details.join('\n    ')}`)
            })
        }
    }
})

describe('screenshots', () => {
    for (const site of SITE_HOMES) {
        test(`the ${site.name} home at 390 and 1440 px`, async (t) => {
            for (const [name, viewport] of widths) {
                const page = await t.newPage({viewport})
                await openHydrated(page, `${t.baseUrl}${site.path}`)
                await t.screenshot(page, `home-${site.name.toLowerCase()}-${name}`, {fullPage: true})
                await page.context().close()
            }
        })
    }
})
