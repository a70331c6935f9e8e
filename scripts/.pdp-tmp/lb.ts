import {shoot} from './shot'
void shoot('http://localhost:3105/product/VL10003', '/tmp/shots-pdp', 'lightbox', async (page) => {
    await page.getByRole('button', {name: /Open image 2 of 4/}).click()
    await page.waitForTimeout(1500)
}, 'desktop')
