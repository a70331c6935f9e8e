import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/lib/browser'
import {relaxCsp} from './shot'

const main = async () => {
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--disable-features=BlockInsecurePrivateNetworkRequests,LocalNetworkAccessChecks']})
    const page = await browser.newPage()
    await relaxCsp(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Debugger.enable')
    await cdp.send('Debugger.setAsyncCallStackDepth', {maxDepth: 32})
    cdp.on('Network.requestWillBeSent', (event: {request: {url: string}; initiator: {stack?: unknown}}) => {
        if (!event.request.url.includes('/products/VL10001')) return
        const frames: string[] = []
        let stack = event.initiator.stack as {callFrames: {functionName: string; url: string; lineNumber: number; columnNumber: number}[]; parent?: unknown; description?: string} | undefined
        while (stack) {
            if (stack.description) frames.push(`-- ${stack.description}`)
            for (const f of stack.callFrames) frames.push(`${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`)
            stack = stack.parent as typeof stack
        }
        console.log(frames.slice(0, 60).join('\n'))
    })
    await page.goto(process.argv[2], {waitUntil: 'networkidle'})
    await browser.close()
}
void main()
