import {launchBrowser} from '../../tests/e2e/lib/browser'
const main = async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage({viewport: {width: 390, height: 844}})
    page.on('pageerror', (e) => console.log('pageerror', e.message))
    page.on('console', (m) => console.log('console', m.text()))
    await page.addInitScript(() => {
        const Original = window.IntersectionObserver
        window.IntersectionObserver = class extends Original {
            constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
                super((entries, observer) => {
                    for (const e of entries) console.log('io', (e.target as HTMLElement).tagName, (e.target as HTMLElement).textContent?.slice(0, 20), e.isIntersecting, Math.round(e.boundingClientRect.top))
                    cb(entries, observer)
                }, options)
            }
            override observe(target: Element) {
                console.log('observe', target.tagName, target.textContent?.slice(0, 20))
                super.observe(target)
            }
        }
    })
    await page.goto('http://localhost:3105/product/VL10003', {waitUntil: 'networkidle'})
    const button = page.getByRole('button', {name: 'Add To Bag'}).first()
    console.log('button box', await button.boundingBox())
    await page.mouse.wheel(0, 1400)
    await page.waitForTimeout(1000)
    console.log('scrollY', await page.evaluate(() => window.scrollY))
    console.log('button box after', await button.boundingBox())
    console.log('sticky', await page.locator('[data-testid=sticky-add-to-bag]').count())
    await page.screenshot({path: '/tmp/shots-pdp/sticky2.png'})
    await browser.close()
}
void main()
