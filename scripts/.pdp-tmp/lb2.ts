import {launchBrowser} from '../../tests/e2e/lib/browser'
const main = async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage({viewport: {width: 1440, height: 900}})
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText))
    page.on('console', (m) => console.log('console', m.text()))
    await page.goto('http://localhost:3105/product/VL10003', {waitUntil: 'networkidle'})
    await page.getByRole('button', {name: /Open image 2 of 4/}).click()
    await page.waitForTimeout(1500)
    await page.screenshot({path: '/tmp/shots-pdp/lightbox2.png'})
    await page.keyboard.press('Enter')
    await page.waitForTimeout(500)
    await page.mouse.move(700, 300)
    await page.waitForTimeout(300)
    await page.screenshot({path: '/tmp/shots-pdp/lightbox-zoom.png'})
    await browser.close()
}
void main()
