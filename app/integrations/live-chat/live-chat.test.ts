import type {LiveChat} from '.'
import {scrollWindowTo, stubScrollingWindow} from '../../test-utils/scrolling-window'

type Call = [string, string, unknown?]

jest.mock('../script-loader', () => ({loadScript: jest.fn(() => Promise.resolve())}))

/** The vendor's command function as its snippet leaves it on window, recording what the storefront asks. */
const installVendor = () => {
    const calls: Call[] = []
    const handlers: Record<string, () => void> = {}
    window.zE = (scope: string, command: string, value?: unknown) => {
        calls.push([scope, command, value])
        if (scope === 'messenger:on' && typeof value === 'function') handlers[command] = value as () => void
    }
    return {calls, handlers}
}

const config = {scriptUrl: 'https://chat.example/snippet.js'}

beforeEach(() => {
    jest.resetModules()
    stubScrollingWindow(() => true)
})
afterEach(() => jest.restoreAllMocks())

describe('loadLiveChat', () => {
    test.each(['en-GB', 'en-US', 'fr-FR', 'it-IT', 'ja-JP', 'zh-CN'])(
        '%s: the launcher is started in the shopper’s locale',
        async (locale) => {
            const {calls} = installVendor()
            const {loadLiveChat} = await import('.')
            const chat: LiveChat = await loadLiveChat(config, locale)
            expect(calls[0]).toEqual(['messenger:set', 'locale', locale])
            chat.setLocale('fr-FR')
            expect(calls).toContainEqual(['messenger:set', 'locale', 'fr-FR'])
        }
    )

    test('on phones the launcher steps aside while scrolling down, unless the conversation is open', async () => {
        scrollWindowTo(0)
        const {calls, handlers} = installVendor()
        const {loadLiveChat} = await import('.')
        await loadLiveChat(config, 'fr-FR')
        // A second locale change does not wire scrolling twice.
        await loadLiveChat(config, 'it-IT')
        const shows = () => calls.filter(([scope]) => scope === 'messenger').map(([, command]) => command)
        scrollWindowTo(400)
        scrollWindowTo(300)
        expect(shows()).toEqual(['hide', 'show'])
        handlers.open()
        scrollWindowTo(800)
        expect(shows()).toEqual(['hide', 'show'])
        handlers.close()
        scrollWindowTo(700)
        scrollWindowTo(1200)
        // (The 'show' on the way up from 800 finds the launcher already showing: the vendor ignores it.)
        expect(shows()).toEqual(['hide', 'show', 'show', 'hide'])
    })
})
