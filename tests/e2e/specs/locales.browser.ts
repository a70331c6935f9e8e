import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import type {TranslatedLocale} from '../../../sandbox/seed/i18n/phrasebook'
import {axeViolations} from '../lib/axe'
import {VIEWPORTS} from '../lib/browser'
import {pageLocaleLeaks, storefrontWording} from '../lib/locale-leaks'
import {openHydrated} from '../lib/page-checks'
import {chooseFirstOptions} from '../lib/product-options'
import {describe, test, type E2EContext} from '../lib/registry'
import {essentialConsentCookies} from '../lib/returning-shopper'

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

/**
 * Where a link, button or badge wraps between two Chinese characters, as "text before|text after". Browsers
 * find no words in Chinese, so without the theme's keep-all these break inside a word ('隐私|政策').
 */
const chineseWordBreaks = (page: Page) =>
    page.evaluate(() => {
        const han = /\p{Script=Han}/u
        const found: string[] = []
        for (const element of document.querySelectorAll('a, button, [data-badge-slot]')) {
            if (!element.getClientRects().length) continue
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
                // Consecutive characters of one text node: a wrap at a space, or between two elements, is fine.
                let previous: {index: number; top: number} | undefined
                for (let index = 0; index < node.data.length; index++) {
                    const range = document.createRange()
                    range.setStart(node, index)
                    range.setEnd(node, index + 1)
                    const rect = range.getClientRects()[0]
                    if (!rect?.width || !han.test(node.data[index])) {
                        previous = undefined
                        continue
                    }
                    if (previous?.index === index - 1 && rect.top > previous.top + 4) {
                        found.push(`${node.data.slice(0, index)}|${node.data.slice(index)}`)
                    }
                    previous = {index, top: rect.top}
                }
            }
        }
        return found
    })

describe('locales in the browser', () => {
    test('Chinese on a phone: links, buttons, product names and badges wrap between words, never inside one', async (t) => {
        const page = await t.newPage({viewport: VIEWPORTS.mobile})
        await page.context().addCookies(essentialConsentCookies(new URL(t.baseUrl).hostname))
        const breaks: string[] = []
        for (const path of ['/zh-CN', '/zh-CN/product/VL10001']) {
            await openHydrated(page, `${t.baseUrl}${path}`)
            breaks.push(...(await chineseWordBreaks(page)).map((found) => `${path}: ${found}`))
        }
        assert.deepEqual(breaks, [], `wrapped inside a word:\n  ${breaks.join('\n  ')}`)
    })

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
