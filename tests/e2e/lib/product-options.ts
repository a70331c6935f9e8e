import type {Page} from 'playwright-core'

/**
 * On a product page: the first choosable value of every option group (colour, length, size) that has none
 * chosen yet. A choice goes through the page's URL before the radio shows it checked, so each pick waits for
 * its group to show a checked value instead of expecting the click to change it at once.
 */
export const chooseFirstOptions = async (page: Page) => {
    const groups = await page.$$eval('main input[type="radio"]', (inputs) =>
        Array.from(new Set(inputs.map((input) => (input as HTMLInputElement).name)))
    )
    for (const name of groups) {
        const checked = page.locator(`main input[type="radio"][name="${name}"]:checked`)
        if ((await checked.count()) > 0) continue
        // The input itself is clicked, not the point where it sits: at 390 px the consent banner can arrive over
        // the size buttons, and a click at the radio's coordinates then lands on the banner (seen once in CI).
        await page
            .locator(`main input[type="radio"][name="${name}"]:not(:disabled)`)
            .first()
            .evaluate((input) => (input as HTMLInputElement).click())
        await checked.first().waitFor({state: 'attached', timeout: 10_000})
    }
}
