import fs from 'fs'
import path from 'path'
import type {Page} from 'playwright-core'
import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH, collectErrors, VIEWPORTS} from '../../tests/e2e/lib/browser'

/** Local-http workaround: drop CSP's upgrade-insecure-requests from documents so SLAS's http callback works. */
export const relaxCsp = async (page: Page) => {
    await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue()
        const response = await route.fetch()
        const headers = {...response.headers()}
        if (headers['content-security-policy'])
            headers['content-security-policy'] = headers['content-security-policy'].replace(/;?upgrade-insecure-requests/, '')
        return route.fulfill({response, headers})
    })
}

const launch = () =>
    chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
            ...CHROMIUM_ARGS,
            '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks'
        ]
    })

type Step = (page: Page) => Promise<void>

export const shoot = async (url: string, outDir: string, name: string, step?: Step, only?: string) => {
    fs.mkdirSync(outDir, {recursive: true})
    const browser = await launch()
    try {
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
            if (only && only !== size) continue
            const page = await browser.newPage({viewport})
            const errors = collectErrors(page)
            if (!process.env.NO_RELAX) await relaxCsp(page)
            const response = await page.goto(url, {waitUntil: 'networkidle'})
            await page.waitForTimeout(800)
            if (step) await step(page)
            const file = path.join(outDir, `${name}-${size}.png`)
            await page.screenshot({path: file, fullPage: process.argv.includes('--full')})
            console.log(`${size}: ${String(response?.status())} -> ${file}`)
            for (const error of errors) console.log(`  console error: ${error}`)
            await page.close()
        }
    } finally {
        await browser.close()
    }
}

if (require.main === module) {
    void shoot(process.argv[2], process.argv[3] || '/tmp/shots-pdp', process.argv[4] || 'page')
}
