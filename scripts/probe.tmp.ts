import {chromium} from 'playwright-core'
import fs from 'fs'
import {startIsolatedStack} from './stack'

const main = async () => {
    const runDir = fs.mkdtempSync('/tmp/probe/stack-')
    const stack = await startIsolatedStack({buildDir: 'build', runDir, workers: 1, asProductionHost: true})
    const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']})
    try {
        for (const path of ['/cart', '/', '/checkout']) {
            const context = await browser.newContext({viewport: {width: 390, height: 800}})
            const host = new URL(stack.baseUrl).hostname
            await context.addCookies([
                {name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:1,C0005:1'), domain: host, path: '/'},
                {name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), domain: host, path: '/'}
            ])
            const page = await context.newPage()
            page.on('request', (r) => { if (Date.now() - t0 > 6000) console.log('  late', r.method(), r.url().slice(0, 150)) })
            const t0 = Date.now()
            const inflight = new Map<string, number>()
            page.on('request', (r) => inflight.set(r.url(), Date.now()))
            page.on('requestfinished', (r) => { const ms = Date.now() - (inflight.get(r.url()) ?? Date.now()); if (ms > 1500) console.log('  slow', ms, r.url().slice(0, 140)); inflight.delete(r.url()) })
            page.on('requestfailed', (r) => { console.log('  failed', r.url(), r.failure()?.errorText); inflight.delete(r.url()) })
                        await page.goto(stack.baseUrl + path, {waitUntil: 'load'})
            const idle = await page.waitForLoadState('networkidle', {timeout: 15000}).then(() => 'idle').catch(() => 'NOT idle')
            console.log(path, idle, Date.now() - t0, 'ms; in flight:', [...inflight.keys()].slice(0, 10))
            await page.close()
        }
    } finally {
        await browser.close()
        await stack.stop()
    }
}
void main()
