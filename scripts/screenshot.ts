import fs from 'fs'
import path from 'path'
import {collectErrors, launchBrowser, VIEWPORTS} from '../tests/e2e/lib/browser'

/**
 * Development aid: `npx tsx scripts/screenshot.ts <url> [outDir]` writes full-page screenshots at 390 px and
 * 1440 px and prints console errors, so a change can be looked at before it is committed.
 */
const main = async () => {
    const url = process.argv[2]
    const outDir = process.argv[3] || '/tmp/screenshots'
    if (!url) throw new Error('usage: screenshot <url> [outDir]')
    fs.mkdirSync(outDir, {recursive: true})
    const browser = await launchBrowser()
    try {
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
            const page = await browser.newPage({viewport})
            const errors = collectErrors(page)
            const response = await page.goto(url, {waitUntil: 'networkidle'})
            const slug = new URL(url).pathname.replace(/[^\w]+/g, '_') || 'root'
            const file = path.join(outDir, `${slug}-${name}.png`)
            await page.screenshot({path: file, fullPage: process.argv.includes('--full')})
            console.log(`${name}: ${String(response?.status())} -> ${file}`)
            for (const error of errors) console.log(`  console error: ${error}`)
            await page.close()
        }
    } finally {
        await browser.close()
    }
}

main().catch((error) => {
    console.error(error)
    process.exit(1)
})
