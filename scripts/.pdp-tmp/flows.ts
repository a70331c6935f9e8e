import {shoot} from './shot'

const base = 'http://localhost:3105'
const out = '/tmp/shots-pdp'

const main = async () => {
    await shoot(`${base}/product/VL19002`, out, 'digital-gift', undefined)
    await shoot(`${base}/product/VL10237`, out, 'yoga-mat', undefined, 'desktop')
    await shoot(`${base}/product/VL10014`, out, 'oos', undefined, 'desktop')
    await shoot(`${base}/size-guide/VL10003`, out, 'size-guide-page')
    await shoot(`${base}/product/VL10003`, out, 'lightbox', async (page) => {
        await page.getByRole('button', {name: /Open image 2 of 4/}).click()
        await page.waitForTimeout(1200)
    }, 'desktop')
    await shoot(`${base}/product/VL10003`, out, 'size-guide-modal', async (page) => {
        await page.getByRole('button', {name: 'Size guide'}).click()
        await page.waitForTimeout(1500)
    }, 'desktop')
    await shoot(`${base}/product/VL10033`, out, 'bis', async (page) => {
        await page.getByRole('button', {name: 'Email Me When This Is In Stock'}).first().click()
        await page.waitForTimeout(1500)
    }, 'desktop')
    await shoot(`${base}/product/VL10003`, out, 'sticky', async (page) => {
        await page.mouse.wheel(0, 1400)
        await page.waitForTimeout(1000)
    }, 'mobile')
    await shoot(`${base}/product/VL10003`, out, 'added', async (page) => {
        await page.getByRole('radio', {name: 'M', exact: true}).check({force: true})
        await page.waitForTimeout(300)
        console.log('url after size:', page.url())
        await page.getByRole('button', {name: 'Add To Bag'}).first().click()
        await page.waitForTimeout(1500)
        console.log('status text:', await page.getByRole('status').allTextContents())
    }, 'desktop')
}
void main()
