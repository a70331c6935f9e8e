import {chromium, type Browser, type ConsoleMessage, type Page} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Flags for Debian's Chromium on a machine without outbound network (see the project README). */
export const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage'
]

export const launchBrowser = (): Promise<Browser> =>
    chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS})

export const VIEWPORTS = {
    mobile: {width: 390, height: 844},
    desktop: {width: 1440, height: 900}
} as const

/** Collects console errors and uncaught page errors so tests can assert a page hydrated cleanly. */
export const collectErrors = (page: Page) => {
    const errors: string[] = []
    page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return errors
}
