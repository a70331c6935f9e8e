import assert from 'assert/strict'
import {freePort} from '../../../scripts/wait-for'
import {parseSsrDocument} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {startSecondHost} from '../lib/second-host'
import {LOCALE_HOMES, NOT_FOUND_HEADING, SITE_HOMES} from '../lib/sites'

const ERROR_HEADING = 'Oops! This page seems to have run away.'

/**
 * What crawlers and the first byte see: plain HTTP requests, no browser. Every site's home page is rendered on
 * the server with content and the right document language; unknown paths are real 404s.
 */

describe('server-rendered HTML', () => {
    for (const site of SITE_HOMES) {
        test(`${site.name} home (${site.path}) is 200 with server-rendered content and lang=${site.lang}`, async (t) => {
            const page = await parseSsrDocument(await t.fetchPage(site.path))
            assert.equal(page.status, 200)
            assert.match(page.contentType, /^text\/html/)
            assert.equal(page.lang, site.lang)
            assert.ok(page.appHtml.length > 0, 'react-target is empty: nothing was rendered on the server')
            assert.match(page.appHtml, /<h1[\s>]/, 'the server-rendered page has no h1')
            assert.ok(page.appText.length > 0, 'the server-rendered page has no text')
            assert.match(
                page.html,
                /<script id="mobify-data" type="application\/json">/,
                'no hydration state'
            )
        })
    }

    test('every site home has a document title and a canonical link', async (t) => {
        for (const site of SITE_HOMES) {
            const page = await parseSsrDocument(await t.fetchPage(site.path))
            assert.match(page.html, /<title[^>]*>[^<]+<\/title>/, `${site.path}: no document title`)
            assert.match(page.html, /<link[^>]+rel="canonical"/, `${site.path}: no canonical link`)
        }
    })

    for (const locale of LOCALE_HOMES) {
        test(`${locale.path} declares lang=${locale.lang}`, async (t) => {
            const page = await parseSsrDocument(await t.fetchPage(locale.path))
            assert.equal(page.status, 200)
            assert.equal(page.lang, locale.lang)
            assert.ok(page.appText.length > 0, 'no server-rendered content')
        })
    }
})

describe('not found', () => {
    for (const path of [
        '/404',
        '/no-such-page/at/all/here',
        '/us/no/such/page/here',
        '/eu/fr-FR/missing/a/b/c',
        // A path whose percent-escapes do not decode.
        '/%E0%A4%A'
    ]) {
        test(`${path} renders the not-found page with status 404`, async (t) => {
            const page = await parseSsrDocument(await t.fetchPage(path))
            assert.equal(page.status, 404)
            assert.match(page.contentType, /^text\/html/)
            assert.match(page.appHtml, /<h1[\s>]/, 'the not-found page has no h1')
            // The heading is translated: its English wording is checked on English pages only.
            if (page.lang?.startsWith('en')) {
                assert.ok(page.appText.includes(NOT_FOUND_HEADING), `missing "${NOT_FOUND_HEADING}"`)
            }
            assert.match(page.html, /<meta[^>]+name="robots"[^>]+noindex/i, 'a 404 page must not be indexed')
        })
    }

    test('an unknown category is a 404, not an empty listing', async (t) => {
        const page = await parseSsrDocument(await t.fetchPage('/not-a-real-category'))
        assert.equal(page.status, 404)
        assert.ok(page.appText.includes(NOT_FOUND_HEADING))
    })
})

describe('error page', () => {
    test(
        'a product page whose commerce upstream is down renders the error page with status 500',
        async (t) => {
            // A second host on the same build, every upstream pointed at a port nothing listens on: the
            // product's data is required (unlike optional CMS content), so the page is a server error.
            const deadPort = await freePort()
            const dead = `http://127.0.0.1:${deadPort}`
            const {port, stop} = await startSecondHost('outage', dead)
            try {
                const productPath = new URL(t.baseUrl).pathname + '/product/VL10001'
                const response = await fetch(`http://127.0.0.1:${port}${productPath.replace(/^\/+/, '/')}`)
                const page = await parseSsrDocument(response)
                assert.equal(page.status, 500)
                assert.ok(page.appText.includes(ERROR_HEADING), `missing "${ERROR_HEADING}": ${page.appText}`)
                assert.match(page.appHtml, /href="\/"[^>]*>[^<]*Go to Homepage/)
                assert.match(page.appHtml, /href="\/shop\/new-arrivals"[^>]*>[^<]*Shop New Arrivals/)
            } finally {
                await stop()
            }
        },
        {timeoutMs: 150_000}
    )
})
