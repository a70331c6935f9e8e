import crypto from 'crypto'
import {OFFLINE_HEADERS, OFFLINE_HTML, OFFLINE_SCRIPT, OFFLINE_SCRIPT_HASH} from './offline-page'

describe('offline page', () => {
    test("the CSP hash matches the inline script, so the retry button works under the page's own policy", () => {
        const hash = crypto.createHash('sha256').update(OFFLINE_SCRIPT).digest('base64')
        expect(OFFLINE_SCRIPT_HASH).toBe(`sha256-${hash}`)
        expect(OFFLINE_HTML).toContain(`<script>${OFFLINE_SCRIPT}</script>`)
        expect(OFFLINE_HEADERS['content-security-policy']).toContain(OFFLINE_SCRIPT_HASH)
    })
    test('says the shopper is offline and offers a retry, with no external requests', () => {
        expect(OFFLINE_HTML).toContain("<h1>You're offline</h1>")
        expect(OFFLINE_HTML).toMatch(/<button id="retry" type="button">Try again<\/button>/)
        expect(OFFLINE_HTML).toContain('<html lang="en">')
        expect(OFFLINE_HTML).not.toMatch(/\b(src|href)=/)
    })
    test('is never stored by an HTTP cache', () => {
        expect(OFFLINE_HEADERS['cache-control']).toBe('no-store')
    })
})
