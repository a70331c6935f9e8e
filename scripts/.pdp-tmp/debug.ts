import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/lib/browser'
import {relaxCsp} from './shot'

const main = async () => {
    const url = process.argv[2]
    const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS, '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks']
    })
    const page = await browser.newPage({viewport: {width: 1440, height: 900}})
    await relaxCsp(page)
    page.on('console', (m) => console.log('console', m.type(), m.text()))
    page.on('pageerror', (e) => console.log('pageerror', e.message))
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText))
    page.on('response', (r) => {
        if (r.status() >= 400) console.log('status', r.status(), r.url())
        if (process.argv.includes('--all') && ['fetch', 'xhr'].includes(r.request().resourceType()))
            console.log('fetch', r.request().method(), r.status(), r.url())
    })
    await page.goto(url, {waitUntil: 'networkidle'})
    await page.waitForTimeout(1500)
    await browser.close()
}
void main()
