import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import type {TranslatedLocale} from '../../../sandbox/seed/i18n/phrasebook'
import {axeViolations} from '../lib/axe'
import {REVIEW_SCREENSHOTS} from '../lib/execute'
import {VIEWPORTS} from '../lib/browser'
import {pageLocaleLeaks, storefrontWording} from '../lib/locale-leaks'
import {openHydrated, waitForText} from '../lib/page-checks'
import {describe, test, type E2EContext} from '../lib/registry'
import {field, uniqueEmail} from './account.helpers'
import {enterCard, paymentsPage, setUpBasket, type SiteUnderTest} from './checkout-payments.helpers'

/**
 * The shopper's private screens in every other locale (issue #13): the bag, each checkout step, the order
 * confirmation, registration, the account overview, addresses and wishlist, as a Japanese, Chinese, French,
 * Italian and American shopper reaches them through the UI in their own language. Each screen gets axe (WCAG
 * A/AA, any impact) at 390 px and again at 1440 px, and in the translated locales no English from the shop's
 * own strings, catalogue or content. The British screens are checkout.browser's and account.browser's.
 */

interface Journey {
    locale: TranslatedLocale | 'en-US'
    site: SiteUnderTest
    address: {firstName: string; lastName: string; address1: string; city: string; postalCode: string}
    phone: string
    stateCode?: string
}

const GB_ADDRESS = {
    firstName: 'Sam',
    lastName: 'Taylor',
    address1: '21 Long Acre',
    city: 'London',
    postalCode: 'WC2E 9LY'
}

const JOURNEYS: Journey[] = [
    {
        locale: 'fr-FR',
        site: {id: 'vela-eu', prefix: '/eu/fr-FR', country: 'FR'},
        address: {
            firstName: 'Camille',
            lastName: 'Martin',
            address1: '12 rue de Rivoli',
            city: 'Paris',
            postalCode: '75004'
        },
        phone: '06 12 34 56 78'
    },
    {
        locale: 'it-IT',
        site: {id: 'vela-eu', prefix: '/eu/it-IT', country: 'IT'},
        address: {
            firstName: 'Giulia',
            lastName: 'Rossi',
            address1: 'Via del Corso 21',
            city: 'Roma',
            postalCode: '00186'
        },
        phone: '312 345 6789'
    },
    {
        locale: 'ja-JP',
        site: {id: 'vela-gb', prefix: '/ja-JP', country: 'GB'},
        address: GB_ADDRESS,
        phone: '07700 900123'
    },
    {
        locale: 'zh-CN',
        site: {id: 'vela-gb', prefix: '/zh-CN', country: 'GB'},
        address: GB_ADDRESS,
        phone: '07700 900123'
    },
    {
        locale: 'en-US',
        site: {id: 'vela-us', prefix: '/us', country: 'US'},
        address: {
            firstName: 'Jordan',
            lastName: 'Lee',
            address1: '350 Fifth Avenue',
            city: 'New York',
            postalCode: '10118'
        },
        phone: '212 555 0100',
        stateCode: 'NY'
    }
]

const CARD_OK = '4111 1111 1111 1111'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The form field a message labels (its required asterisk allowed), as the locale's shopper reads it. */
const labelledBy = (page: Page, say: (id: string) => string) => (id: string) => field(page, say(id)).first()

/** A message's fixed text before its first placeholder ('Passer la commande · {total}' → 'Passer la commande'). */
const leadingText = (message: string) => message.split('{')[0].replace(/[\s·:]+$/, '')

/** Checks a screen as a phone and then a desktop shows it: axe at both widths, English leaks in its language. */
const checkScreen = async (
    page: Page,
    t: E2EContext,
    journey: Journey,
    screen: string,
    problems: string[]
) => {
    for (const [width, viewport] of [
        ['390', VIEWPORTS.mobile],
        ['1440', VIEWPORTS.desktop]
    ] as const) {
        await page.setViewportSize(viewport)
        // Layout that depends on the width (Chakra's breakpoint hooks) settles on the next frames.
        await page.waitForTimeout(250)
        problems.push(...(await axeViolations(page, `${journey.locale} ${screen} @${width}`)))
        if (REVIEW_SCREENSHOTS) {
            // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
            await page.evaluate(() => window.scrollTo(0, 0))
            await t.screenshot(page, `locale-${journey.locale}-${screen.replace(/\s+/g, '-')}-${width}`, {
                fullPage: true
            })
        }
    }
    if (journey.locale !== 'en-US') {
        const leaks = await pageLocaleLeaks(page, journey.locale)
        if (leaks.length) problems.push(`English on the ${journey.locale} ${screen}: ${leaks.join(' | ')}`)
    }
    await page.setViewportSize(VIEWPORTS.mobile)
}

const checkout = async (page: Page, t: E2EContext, journey: Journey, problems: string[]) => {
    const say = storefrontWording(journey.locale)
    const {prefix} = journey.site
    await openHydrated(page, `${t.baseUrl}${prefix}/`)
    await setUpBasket(page, t, journey.site, {})

    await openHydrated(page, `${t.baseUrl}${prefix}/cart`)
    await page.getByTestId('basket-line').first().waitFor()
    await page.getByText(say('cart.summary'), {exact: true}).first().waitFor()
    await checkScreen(page, t, journey, 'bag', problems)

    await openHydrated(page, `${t.baseUrl}${prefix}/checkout`)
    await page.getByLabel(say('checkout.email.label')).waitFor()
    await checkScreen(page, t, journey, 'checkout email step', problems)
    await page.getByLabel(say('checkout.email.label')).fill(`locale.${journey.locale}@example.com`)
    await page.getByRole('button', {name: say('checkout.email.continue')}).click()

    const label = labelledBy(page, say)
    await label('checkout.address.firstName').waitFor()
    const country = label('checkout.address.country')
    if (await country.isVisible().catch(() => false)) await country.selectOption(journey.site.country)
    await label('checkout.address.firstName').fill(journey.address.firstName)
    await label('checkout.address.lastName').fill(journey.address.lastName)
    await label('checkout.address.address1').fill(journey.address.address1)
    await label('checkout.address.city').fill(journey.address.city)
    const postcodeId = {GB: 'checkout.address.postcode', US: 'checkout.address.zipCode'}[journey.site.country]
    await label(postcodeId ?? 'checkout.address.postalCode').fill(journey.address.postalCode)
    if (journey.stateCode) await label('checkout.address.state').selectOption(journey.stateCode)
    await label('checkout.address.phone').fill(journey.phone)
    const methods = page.getByRole('group', {name: say('checkout.shipping.methodsLegend')})
    await methods.getByRole('radio').first().waitFor()
    await checkScreen(page, t, journey, 'checkout delivery step', problems)
    await methods.getByRole('radio').first().check({force: true})
    await page.getByRole('button', {name: say('checkout.shippingStep.continue')}).click()

    const card = {
        number: say('checkout.payment.cardNumber'),
        holder: say('checkout.payment.holder'),
        expiry: say('checkout.payment.expiry'),
        securityCode: say('checkout.payment.securityCode')
    }
    await page.getByLabel(card.number, {exact: true}).waitFor()
    await checkScreen(page, t, journey, 'checkout payment step', problems)
    await enterCard(page, CARD_OK, card)
    await page
        .getByRole('button', {
            name: new RegExp(`^${escape(leadingText(say('checkout.paymentStep.placeOrderTotal')))}`)
        })
        .click()
    await page.waitForURL(/\/checkout\/confirmation\/[^/?]+/, {timeout: 30_000})
    const orderNo = /\/checkout\/confirmation\/([^/?]+)/.exec(page.url())?.[1] ?? ''
    await waitForText(page, new RegExp(escape(say('confirmation.orderNumber').replace('{orderNo}', orderNo))))
    await checkScreen(page, t, journey, 'order confirmation', problems)
}

const account = async (page: Page, t: E2EContext, journey: Journey, problems: string[]) => {
    const say = storefrontWording(journey.locale)
    const {prefix} = journey.site
    const label = labelledBy(page, say)
    await openHydrated(page, `${t.baseUrl}${prefix}/registration`)
    await label('account.registration.firstName').waitFor()
    await checkScreen(page, t, journey, 'registration', problems)
    await label('account.registration.firstName').fill(journey.address.firstName)
    await label('account.registration.lastName').fill(journey.address.lastName)
    await label('account.registration.email').fill(uniqueEmail(journey.locale))
    await label('account.registration.password').fill('VelaLocale#2026')
    await page.getByRole('button', {name: say('account.registration.submit'), exact: true}).click()
    await page.waitForURL(/\/account$/, {timeout: 20_000})
    await page.getByRole('heading', {level: 1}).waitFor()
    await checkScreen(page, t, journey, 'account overview', problems)
    for (const section of ['addresses', 'wishlist']) {
        await openHydrated(page, `${t.baseUrl}${prefix}/account/${section}`)
        await page.getByRole('heading', {level: 1}).waitFor()
        await checkScreen(page, t, journey, `account ${section}`, problems)
    }
}

describe('checkout and account in every locale', () => {
    const run =
        (
            part: (page: Page, t: E2EContext, journey: Journey, problems: string[]) => Promise<void>,
            journey: Journey
        ) =>
        async (t: E2EContext) => {
            const problems: string[] = []
            const page = await paymentsPage(t, journey.site.country)
            await page.setViewportSize(VIEWPORTS.mobile)
            await part(page, t, journey, problems)
            assert.deepEqual(problems, [], problems.join('\n'))
        }
    const checks = (journey: Journey) =>
        `no axe violations${journey.locale === 'en-US' ? '' : ', no English'}`
    for (const journey of JOURNEYS) {
        test(
            `${
                journey.locale
            }: the bag, the three checkout steps and the confirmation at 390 and 1440 px: ${checks(journey)}`,
            run(checkout, journey),
            {timeoutMs: 90_000}
        )
        test(
            `${
                journey.locale
            }: registration, account overview, addresses and wishlist at 390 and 1440 px: ${checks(journey)}`,
            run(account, journey),
            {timeoutMs: 90_000}
        )
    }
})
