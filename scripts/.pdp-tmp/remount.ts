import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/lib/browser'
import {relaxCsp} from './shot'

const main = async () => {
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--disable-features=BlockInsecurePrivateNetworkRequests,LocalNetworkAccessChecks']})
    const page = await browser.newPage()
    await relaxCsp(page)
    page.on('request', (r) => {
        if (r.url().includes('/products/')) console.log(Date.now() % 100000, 'request', r.url().slice(0, 120))
    })
    await page.goto(process.argv[2], {waitUntil: 'domcontentloaded'})
    await page.evaluate(() => {
        const w = window as unknown as {__h1?: Element | null; __main?: Element | null}
        w.__h1 = document.querySelector('h1')
        w.__main = document.querySelector('main')
    })
    console.log(Date.now() % 100000, 'marked')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2000)
    console.log(
        await page.evaluate(() => {
            const w = window as unknown as {__h1?: Element | null; __main?: Element | null}
            return {sameH1: w.__h1 === document.querySelector('h1'), sameMain: w.__main === document.querySelector('main')}
        })
    )
    await browser.close()
}
void main()
