import assert from 'assert/strict'
import type {TranslatedLocale} from '../../../sandbox/seed/i18n/phrasebook'
import {englishCorpus, localeLeaks} from '../lib/locale-leaks'
import {pageSegments} from '../lib/page-text'
import {describe, test, type E2EContext} from '../lib/registry'

/**
 * Issue #13's locale check: every page type, server-rendered in each non-English locale the sites offer, is
 * compared with the English strings of the shop (its own messages, CMS content, catalogue and platform text);
 * a piece of text that is one of them is English that was not translated. Plain HTTP against the sandbox:
 * 60 page loads, no browser.
 */

/** Page types as a shopper reaches them; the bag, checkout and account render their shells server-side. */
const PAGE_TYPES = [
    ['home', '/'],
    ['category', '/shop/bottoms/leggings'],
    ['gift card listing', '/shop/gifts/gift-cards'],
    ['search', '/search?q=leggings'],
    ['search without results', '/search?q=qqzzxxkk'],
    ['product', '/product/VL10054'],
    ['gift card product', '/product/VL19002'],
    ['content page', '/about-us/our-story'],
    ['delivery and returns', '/delivery-returns.html'],
    ['size guide', '/size-guide'],
    ['shop finder', '/shop-finder'],
    ['bag', '/cart'],
    ['checkout', '/checkout'],
    ['sign in', '/login'],
    ['gift card balance', '/checkgiftbalance']
] as const

/** Each translated locale and where its site serves it. */
const LOCALES: {locale: TranslatedLocale; prefix: string}[] = [
    {locale: 'fr-FR', prefix: '/eu/fr-FR'},
    {locale: 'it-IT', prefix: '/eu/it-IT'},
    {locale: 'zh-CN', prefix: '/zh-CN'},
    {locale: 'ja-JP', prefix: '/ja-JP'}
]

const join = (prefix: string, path: string) => (path === '/' ? `${prefix}/` : `${prefix}${path}`)

/** Fetches follow redirects (a product id goes to its canonical URL) and return the page's text segments. */
const segmentsOf = async (t: E2EContext, path: string) => {
    const response = await t.fetchPage(path, {redirect: 'follow'})
    assert.ok(response.status < 500, `${path} answered ${response.status}`)
    return pageSegments(await response.text())
}

/** Runs `work` over `items` with a few requests in flight (the host has one worker in the browser tests). */
const inParallel = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) => {
    const results: R[] = new Array(items.length)
    let next = 0
    const worker = async () => {
        while (next < items.length) {
            const index = next++
            results[index] = await work(items[index])
        }
    }
    await Promise.all(Array.from({length: limit}, worker))
    return results
}

describe('locales', () => {
    test(
        'no page type shows English in French, Italian, Chinese or Japanese',
        async (t) => {
            englishCorpus()
            const jobs = LOCALES.flatMap((entry) => PAGE_TYPES.map((page) => ({...entry, page})))
            const reports = await inParallel(jobs, 2, async ({locale, prefix, page: [name, path]}) => {
                const leaks = localeLeaks(await segmentsOf(t, join(prefix, path)), locale)
                return leaks.length ? `${locale} ${name} (${join(prefix, path)}): ${leaks.join(' | ')}` : ''
            })
            const failures = reports.filter(Boolean)
            assert.deepEqual(failures, [], `English text on localised pages:\n  ${failures.join('\n  ')}`)
        },
        {timeoutMs: 120_000}
    )
})
