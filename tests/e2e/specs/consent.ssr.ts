import assert from 'assert/strict'
import {createHash} from 'crypto'
import {parseSsrDocument} from '../lib/page-checks'
import {describe, test} from '../lib/registry'

/**
 * The consent banner's server copy (app/engagement/consent/consent-island.tsx) as the first byte carries it:
 * the same for every visitor, in the page's language, shown by an inline script the CSP allows by its hash,
 * and costing the hydration state nothing.
 */

const island = (html: string) =>
    /<div data-consent-island="" hidden="">([\s\S]*?<\/script>)<\/div>/.exec(html)?.[1] ?? ''

const shippedMessageIds = (html: string): string[] => {
    const json = /<script id="mobify-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const state = JSON.parse(json ?? '{}') as {
        __PRELOADED_STATE__?: {__messages?: {messages?: Record<string, unknown>}}
    }
    return Object.keys(state.__PRELOADED_STATE__?.__messages?.messages ?? {})
}

describe('consent banner in the server HTML', () => {
    test('in the page language, shown by a hashed inline script placed after it; its messages are not shipped', async (t) => {
        const response = await t.fetchPage('/eu/fr-FR/')
        const policy = response.headers.get('content-security-policy') ?? ''
        const page = await parseSsrDocument(response)
        const copy = island(page.html)
        assert.match(copy, /<h2[^>]*>Les cookies chez VELA<\/h2>/, 'the banner, in French')
        for (const action of ['accept', 'reject', 'manage'])
            assert.match(copy, new RegExp(`data-consent-early="${action}"`), `the ${action} button`)
        const script = /<script>([\s\S]*?)<\/script>$/.exec(copy)?.[1] ?? ''
        assert.ok(
            copy.indexOf('<script>') > copy.indexOf('data-consent-early="manage"'),
            'script after the banner'
        )
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
        assert.ok(
            policy.split(';').some((part) => part.trim().startsWith('script-src') && part.includes(hash))
        )

        const ids = shippedMessageIds(page.html)
        assert.ok(ids.length > 0, 'a non-default locale ships the messages its hydration needs')
        assert.deepEqual(
            ids.filter((id) => id.startsWith('consent.')),
            [],
            'the banner copy is never hydrated: its messages stay out of the page state'
        )
    })

    test('the page is the same for a visitor who already chose (cacheable HTML holds nothing of theirs)', async (t) => {
        const strip = (html: string) => island(html).replace(/:R[0-9a-z]+:/g, '')
        const first = strip((await parseSsrDocument(await t.fetchPage('/'))).html)
        const chosen = await t.fetchPage('/', {
            headers: {
                cookie: 'OptanonAlertBoxClosed=2026-11-01T10:00:00.000Z; OptanonConsent=groups%3DC0001%3A1'
            }
        })
        assert.ok(first.length > 0)
        assert.equal(strip((await parseSsrDocument(chosen)).html), first)
    })
})
