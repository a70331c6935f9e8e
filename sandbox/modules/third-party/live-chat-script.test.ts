/**
 * @jest-environment jsdom
 */
import fs from 'fs'
import path from 'path'

/** The live chat stand-in's launcher, as the storefront drives it through the vendor's command interface. */
type ChatCommand = (scope: string, command: string, value?: unknown) => void

const SOURCE = fs.readFileSync(path.join(__dirname, 'scripts', 'live-chat.js'), 'utf8')

const phoneWidth = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined
    })) as unknown as typeof window.matchMedia
}

const start = (lang: string) => {
    document.documentElement.lang = lang
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the served script as the browser would
    new Function(SOURCE)()
    const zE = (window as unknown as {zE: ChatCommand}).zE
    const launcher = document.querySelector<HTMLButtonElement>('[data-live-chat-launcher]')
    if (!launcher) throw new Error('no launcher')
    return {zE, launcher}
}

beforeEach(() => {
    document.body.innerHTML = ''
    delete (window as unknown as {zE?: ChatCommand}).zE
    phoneWidth(false)
})

describe('live chat stand-in launcher', () => {
    test.each([
        ['en-GB', 'Chat', 'Chat with us', 'Send'],
        ['en-US', 'Chat', 'Chat with us', 'Send'],
        ['fr-FR', 'Discuter', 'Discuter avec nous', 'Envoyer'],
        ['it-IT', 'Chatta', 'Chatta con noi', 'Invia'],
        ['ja-JP', 'チャット', 'チャットで問い合わせる', '送信'],
        ['zh-CN', '在线客服', '联系在线客服', '发送']
    ])('%s: the launcher and panel speak the locale the storefront sets', (locale, word, name, send) => {
        const {zE, launcher} = start('en-GB')
        zE('messenger:set', 'locale', locale)
        expect(launcher.textContent).toBe(word)
        // The accessible name includes the visible word (WCAG 2.5.3).
        expect(launcher.getAttribute('aria-label')).toBe(name)
        expect(name).toContain(word)
        expect(document.querySelector('[data-live-chat] form button')).toHaveProperty('textContent', send)
    })

    test("before the storefront says, the page's language; an unknown one reads English", () => {
        expect(start('fr-FR').launcher.textContent).toBe('Discuter')
        document.body.innerHTML = ''
        delete (window as unknown as {zE?: ChatCommand}).zE
        const {zE, launcher} = start('it-IT')
        zE('messenger:set', 'locale', 'xx-XX')
        expect(launcher.textContent).toBe('Chat')
    })

    test('the greeting is in the locale too', () => {
        const {zE, launcher} = start('en-GB')
        zE('messenger:set', 'locale', 'fr-FR')
        launcher.click()
        expect(document.querySelector('[data-from="agent"]')?.textContent).toBe(
            'Bonjour ! Comment pouvons-nous vous aider ?'
        )
    })

    test('on phones the launcher is a small round button, its word kept for screen readers', () => {
        phoneWidth(true)
        const {zE, launcher} = start('ja-JP')
        zE('messenger:set', 'locale', 'ja-JP')
        const word = launcher.querySelector('span')
        expect(word?.hidden).toBe(true)
        expect(launcher.style.height).toBe('48px')
        expect(launcher.getAttribute('aria-label')).toBe('チャットで問い合わせる')
    })
})
