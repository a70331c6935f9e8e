import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import type {TranslatedLocale} from '../../../sandbox/seed/i18n/phrasebook'
import {axeViolations} from '../lib/axe'
import {VIEWPORTS} from '../lib/browser'
import {pageLocaleLeaks, storefrontWording} from '../lib/locale-leaks'
import {openHydrated} from '../lib/page-checks'
import {chooseFirstOptions} from '../lib/product-options'
import {describe, test, type E2EContext} from '../lib/registry'

/**
 * The locale check for what only the browser renders: a French shopper's bag (lines, threshold banner,
 * totals) and checkout delivery step (shipping methods from the platform), compared with the shop's English
 * strings like the server-rendered check does. Both screens also get the accessibility sweep's axe check in
 * French (issue #13: every locale, not only English).
 */

const LOCALE: TranslatedLocale = 'fr-FR'
const PREFIX = '/eu/fr-FR'
/** The storefront's French wording for a message id, so the journey finds controls as a French shopper does. */
const fr = storefrontWording(LOCALE)

const assertFrench = async (page: Page, where: string) => {
    const leaks = await pageLocaleLeaks(page, LOCALE)
    assert.deepEqual(leaks, [], `English on the French ${where}: ${leaks.join(' | ')}`)
}

const addToBag = async (page: Page, t: E2EContext) => {
    await openHydrated(page, `${t.baseUrl}${PREFIX}/product/VL10001`)
    const banner = page.getByRole('dialog', {name: fr('consent.title')})
    if (await banner.isVisible().catch(() => false)) {
        await banner.getByRole('button', {name: fr('consent.acceptAll'), exact: true}).click()
    }
    await chooseFirstOptions(page)
    await page
        .getByRole('button', {name: fr('addToBag.add')})
        .first()
        .click()
    await page.getByTestId('basket-line').first().waitFor()
}

describe('locales in the browser', () => {
    test(
        'a French bag and checkout delivery step show no English and pass axe',
        async (t) => {
            const page = await t.newPage({viewport: VIEWPORTS.desktop})
            // A shopper who saved France as their country: the EU site serves it, so no country prompt
            // (shown once consent is given) covers the page.
            const {hostname} = new URL(t.baseUrl)
            await page
                .context()
                .addCookies([{name: 'vela_country', value: 'FR', domain: hostname, path: '/'}])
            await addToBag(page, t)
            await openHydrated(page, `${t.baseUrl}${PREFIX}/cart`)
            await page.getByTestId('basket-line').first().waitFor()
            // The bag renders in the browser only: its wording arrives with the rest of the catalogue.
            await page.getByText(fr('cart.summary'), {exact: true}).first().waitFor()
            await assertFrench(page, 'bag')
            const violations = await axeViolations(page, 'fr-FR bag')

            await openHydrated(page, `${t.baseUrl}${PREFIX}/checkout`)
            await page.getByLabel(fr('checkout.email.label')).fill('client.test@example.com')
            await page.getByRole('button', {name: fr('checkout.email.continue')}).click()
            await page
                .getByRole('group', {name: fr('checkout.shipping.methodsLegend')})
                .getByRole('radio')
                .first()
                .waitFor()
            await assertFrench(page, 'checkout delivery step')
            violations.push(...(await axeViolations(page, 'fr-FR checkout delivery step')))
            assert.deepEqual(violations, [], `axe (WCAG A/AA, any impact):\n  ${violations.join('\n  ')}`)

            // On a phone the longer French 'secure payment' label still fits beside the logo, uncut.
            await page.setViewportSize(VIEWPORTS.mobile)
            const label = page.locator('header').getByText(fr('checkoutHeader.secure'))
            const fits = await label.evaluate(
                (element) =>
                    element.getBoundingClientRect().right <= window.innerWidth &&
                    element.scrollWidth <= element.clientWidth
            )
            assert.ok(fits, `the checkout header's "${fr('checkoutHeader.secure')}" runs off a 390 px screen`)
        },
        {timeoutMs: 90_000}
    )
})
