import {EARLY_BANNER_SCRIPT} from './early-banner-script'
import {EARLY_ACTION_GLOBAL, takeEarlyAction} from './early-action'

/**
 * The server-rendered banner as the page holds it (sent hidden, one button per early action, the script last)
 * and a button with the same attribute outside it. The script runs as the browser runs it: an inline script
 * element, so it finds its wrapper as its parent.
 */
const page = () => {
    document.body.innerHTML = `
        <div data-consent-island="" hidden="">
            <button data-consent-early="accept">Accept all</button>
            <button data-consent-early="reject"><span>Reject all</span></button>
            <button data-consent-early="manage">Manage cookies</button>
        </div>
        <button data-consent-early="accept" id="elsewhere">Not the banner</button>`
    const script = document.createElement('script')
    script.textContent = EARLY_BANNER_SCRIPT
    document.querySelector('[data-consent-island]')?.appendChild(script)
}

const press = (selector: string) => document.querySelector<HTMLElement>(selector)?.click()
const shown = () => !document.querySelector('[data-consent-island]')?.hasAttribute('hidden')

const clearCookie = (name: string) => {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

beforeEach(() => {
    clearCookie('OptanonAlertBoxClosed')
    delete window[EARLY_ACTION_GLOBAL]
})
afterAll(() => clearCookie('OptanonAlertBoxClosed'))

describe('the script that shows the server-rendered consent banner', () => {
    test('a visitor who closed the banner before (the tool’s cookie): it stays hidden and presses are not kept', () => {
        document.cookie = 'OptanonAlertBoxClosed=2026-11-01T10:00:00.000Z; path=/'
        page()
        expect(shown()).toBe(false)
        // The first test in this file: no other run's listener is on the document yet.
        press('[data-consent-early="accept"]')
        expect(takeEarlyAction()).toBeUndefined()
    })

    test('a cookie whose name only ends the same does not count as the choice', () => {
        document.cookie = 'xOptanonAlertBoxClosed=1; path=/'
        page()
        expect(shown()).toBe(true)
        clearCookie('xOptanonAlertBoxClosed')
    })

    test.each([
        ['accept', '[data-consent-early="accept"]', false],
        ['reject', '[data-consent-early="reject"] span', false],
        ['manage', '[data-consent-early="manage"]', true]
    ] as const)(
        'a first visit sees it; pressing %s (%s) is kept for the app; still shown after: %s',
        (action, selector, stillShown) => {
            page()
            expect(shown()).toBe(true)
            press(selector)
            expect(shown()).toBe(stillShown)
            expect(takeEarlyAction()).toBe(action)
            // Taken once: the app does not act on the same press twice.
            expect(takeEarlyAction()).toBeUndefined()
        }
    )

    test('a button outside the banner with the same attribute is not a consent choice', () => {
        page()
        press('#elsewhere')
        expect(shown()).toBe(true)
        expect(takeEarlyAction()).toBeUndefined()
    })

    test('anything else left in the global is not taken for an action', () => {
        window[EARLY_ACTION_GLOBAL] = 'everything'
        expect(takeEarlyAction()).toBeUndefined()
    })
})
