import fs from 'fs'
import path from 'path'
import type {Browser, Page} from 'playwright-core'
import {collectErrors, launchBrowser, VIEWPORTS} from '../tests/e2e/lib/browser'
import {chooseFirstOptions} from '../tests/e2e/lib/product-options'
import {readMessages} from './translations/compile'

/**
 * Development aid: `npx tsx scripts/locale-screenshots.ts [baseUrl] [outDir]` screenshots the main page types in
 * every locale the sites offer, at 390 and 1440 px, as a returning shopper (consent answered, sign-up modals
 * closed, country saved), then that shopper's bag with one product in it and checkout's first step, and the
 * account overview signed in as a demo customer. Prints any console errors. Against `npm start` by default.
 * Reading CJK pages needs CJK system fonts on this machine (Debian: fonts-noto-cjk): the storefront ships only
 * latin faces.
 */
const LOCALES: [locale: string, root: string, country: string][] = [
    ['en-GB', '', 'GB'],
    ['en-US', '/us', 'US'],
    ['fr-FR', '/eu/fr-FR', 'FR'],
    ['it-IT', '/eu/it-IT', 'IT'],
    ['zh-CN', '/zh-CN', 'GB'],
    ['ja-JP', '/ja-JP', 'GB']
]

const PAGES: [name: string, path: string][] = [
    ['home', '/'],
    ['category', '/shop/bottoms/leggings'],
    ['product', '/product/VL10001'],
    ['search', '/search?q=leggings'],
    ['content', '/about-us/our-story'],
    ['shop-finder', '/shop-finder']
]

/** A demo customer of the sandbox's seed (README "Demo accounts"). */
const DEMO_CUSTOMER = {email: 'alex.morgan@example.com', password: 'VelaDemo#2024'}

/** The storefront's wording of a message in a locale (English in the code for en-GB). */
const wording = (locale: string, id: string, english: string) =>
    readMessages(locale)[id]?.defaultMessage ?? english

/** Where a journey's screenshots go and what they are named after. */
interface Shots {
    page: Page
    base: URL
    outDir: string
    locale: string
    root: string
    width: string
}

const shoot = async ({page, outDir, locale, width}: Shots, name: string) => {
    const file = path.join(outDir, `${locale}-${name}-${width}.png`)
    await page.screenshot({path: file})
    console.log(`${locale} ${name} ${width} -> ${file}`)
}

/** One product into the bag from its page, then the bag and checkout's first step. */
const shootBagAndCheckout = async (shots: Shots) => {
    const {page, base, locale, root} = shots
    await page.goto(`${base.origin}${root}/product/VL10001`, {waitUntil: 'networkidle'})
    await chooseFirstOptions(page)
    await page
        .getByRole('button', {name: wording(locale, 'addToBag.add', 'Add To Bag')})
        .first()
        .click()
    await page.getByTestId('basket-line').first().waitFor({timeout: 15_000})
    for (const [name, pagePath] of [
        ['bag', '/cart'],
        ['checkout', '/checkout']
    ]) {
        await page.goto(`${base.origin}${root}${pagePath}`, {waitUntil: 'networkidle'})
        await page.getByTestId('line-attributes-pending').first().waitFor({state: 'detached'})
        await shoot(shots, name)
    }
}

const shootAccount = async (shots: Shots) => {
    const {page, base, root} = shots
    await page.goto(`${base.origin}${root}/login`, {waitUntil: 'networkidle'})
    await page.locator('main input[type="email"]').fill(DEMO_CUSTOMER.email)
    await page.locator('main input[type="password"]').fill(DEMO_CUSTOMER.password)
    await page.locator('main button[type="submit"]').first().click()
    await page.waitForURL(/\/account/, {timeout: 15_000})
    // The overview renders once the customer has loaded (network idle comes sooner on a busy machine).
    await page.locator('main h1').first().waitFor({timeout: 15_000})
    await shoot(shots, 'account')
}

const returningShopper = (hostname: string, country: string) =>
    [
        {name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')},
        {name: 'OptanonAlertBoxClosed', value: new Date().toISOString()},
        {name: 'vela_country', value: country},
        ...['welcome', 'insiders', 'rphm'].map((variant) => ({name: `vela_${variant}_dismissed`, value: '1'}))
    ].map((cookie) => ({...cookie, domain: hostname, path: '/'}))

const shootLocale = async (
    browser: Browser,
    base: URL,
    outDir: string,
    [locale, root, country]: (typeof LOCALES)[0]
) => {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({viewport})
        await context.addCookies(returningShopper(base.hostname, country))
        const page = await context.newPage()
        const errors = collectErrors(page)
        for (const [name, pagePath] of PAGES) {
            const response = await page.goto(`${base.origin}${root}${pagePath}`, {waitUntil: 'networkidle'})
            const file = path.join(outDir, `${locale}-${name}-${width}.png`)
            await page.screenshot({path: file})
            console.log(`${locale} ${name} ${width}: ${String(response?.status())} -> ${file}`)
        }
        const shots: Shots = {page, base, outDir, locale, root, width}
        // A journey that fails is reported and the next one goes on: this is a looking aid, not a test.
        await shootBagAndCheckout(shots).catch((error: Error) =>
            console.log(`  bag/checkout (${locale} ${width}) failed: ${error.message.split('\n')[0]}`)
        )
        await context.clearCookies()
        await context.addCookies(returningShopper(base.hostname, country))
        await shootAccount(shots).catch((error: Error) =>
            console.log(`  account (${locale} ${width}) failed: ${error.message.split('\n')[0]}`)
        )
        for (const error of errors) console.log(`  console error (${locale} ${width}): ${error}`)
        await context.close()
    }
}

const main = async () => {
    const base = new URL(process.argv[2] || 'http://localhost:3000')
    const outDir = process.argv[3] || '/tmp/locale-screenshots'
    fs.mkdirSync(outDir, {recursive: true})
    const browser = await launchBrowser()
    try {
        for (const locale of LOCALES) await shootLocale(browser, base, outDir, locale)
    } finally {
        await browser.close()
    }
}

main().catch((error) => {
    console.error(error)
    process.exit(1)
})
