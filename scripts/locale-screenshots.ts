import fs from 'fs'
import path from 'path'
import type {Browser} from 'playwright-core'
import {collectErrors, launchBrowser, VIEWPORTS} from '../tests/e2e/lib/browser'

/**
 * Development aid: `npx tsx scripts/locale-screenshots.ts [baseUrl] [outDir]` screenshots the main page types in
 * every locale the sites offer, at 390 and 1440 px, as a returning shopper (consent answered, sign-up modals
 * closed, country saved), and prints any console errors. Against `npm start` by default.
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
