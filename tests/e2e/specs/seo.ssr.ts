import assert from 'assert/strict'
import {parseSsrDocument} from '../lib/page-checks'
import {describe, test, type E2EContext} from '../lib/registry'

/**
 * What a crawler reads in the first response (spec 001 §2.5 "Page head: title, description, noindex, canonical,
 * alternate-language links …, structured data. Any host other than the main production host is marked
 * noindex,nofollow"): one canonical on the production host, the listed hreflang alternates pointing at the
 * same page on each site, and schema.org data that matches the page's site and currency.
 */

// config/default.js (PRODUCTION_HOST unset in tests).
const PRODUCTION_ORIGIN = 'https://www.vela-active.example'

interface Head {
    canonicals: string[]
    alternates: Map<string, string>
    robots: string | undefined
    jsonLd: Record<string, unknown>[]
}

const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

const readHead = async (t: E2EContext, path: string): Promise<Head> => {
    const page = await parseSsrDocument(await t.fetchPage(path))
    assert.equal(page.status, 200, `${path}: status ${page.status}`)
    const links = page.html.match(/<link\b[^>]*>/gi) ?? []
    const canonicals = links
        .filter((tag) => attribute(tag, 'rel') === 'canonical')
        .map((tag) => attribute(tag, 'href') ?? '')
    const alternates = new Map(
        links
            .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
            .map((tag) => [(attribute(tag, 'hreflang') ?? '').toLowerCase(), attribute(tag, 'href') ?? ''])
    )
    const robots = (page.html.match(/<meta\b[^>]*name="robots"[^>]*>/i) ?? []).map((tag) =>
        attribute(tag, 'content')
    )[0]
    const jsonLd = [
        ...page.html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)
    ].map(([, body]) => JSON.parse(body) as Record<string, unknown>)
    return {canonicals, alternates, robots, jsonLd}
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data['@type'] === type)

const PRODUCT = 'VL10001'

describe('search engines', () => {
    test('a product page on every site: one canonical, the hreflang set, Product data in the site currency, noindex off the production host', async (t) => {
        // The canonical is the product's own address (its SEO path), whichever route reached it.
        const gb = await readHead(t, `/product/${PRODUCT}`)
        assert.equal(gb.canonicals.length, 1, 'one canonical')
        assert.ok(gb.canonicals[0].startsWith(PRODUCTION_ORIGIN), gb.canonicals[0])
        const seoPath = new URL(gb.canonicals[0]).pathname
        assert.match(seoPath, new RegExp(`-${PRODUCT}\\.html$`), "the product's SEO path")
        // The French page has its own, translated slug; the other sites share the English one.
        const sites = [
            {path: `/product/${PRODUCT}`, prefix: '', currency: 'GBP', slug: seoPath},
            {path: `/us/product/${PRODUCT}`, prefix: '/us', currency: 'USD', slug: seoPath},
            {path: `/eu/product/${PRODUCT}`, prefix: '/eu', currency: 'EUR', slug: seoPath},
            {path: `/eu/fr-FR/product/${PRODUCT}`, prefix: '/eu/fr-FR', currency: 'EUR', slug: undefined}
        ]
        for (const site of sites) {
            const head = await readHead(t, site.path)
            assert.equal(head.canonicals.length, 1, `${site.path}: one canonical`)
            const canonical = new URL(head.canonicals[0])
            assert.equal(canonical.origin, PRODUCTION_ORIGIN, `${site.path}: canonical host`)
            assert.ok(
                canonical.pathname.startsWith(`${site.prefix}/shop/`),
                `${site.path}: ${canonical.pathname}`
            )
            assert.match(canonical.pathname, new RegExp(`-${PRODUCT}\\.html$`), site.path)
            const slug = site.slug ?? canonical.pathname.slice(site.prefix.length)
            assert.equal(canonical.pathname, site.prefix + slug, `${site.path}: canonical`)
            // The same product on each site; hreflang never carries a locale's path segment.
            assert.equal(head.alternates.get('x-default'), PRODUCTION_ORIGIN + slug, site.path)
            assert.equal(head.alternates.get('en-gb'), PRODUCTION_ORIGIN + slug, site.path)
            assert.equal(head.alternates.get('en-us'), `${PRODUCTION_ORIGIN}/us${slug}`, site.path)
            assert.equal(head.alternates.get('en-ca'), `${PRODUCTION_ORIGIN}/us${slug}`, site.path)
            for (const hreflang of ['en-ie', 'fr', 'de', 'el-gr', 'de-at', 'it', 'pt'])
                assert.equal(head.alternates.get(hreflang), `${PRODUCTION_ORIGIN}/eu${slug}`, site.path)
            assert.equal(head.alternates.size, 21, `${site.path}: ${[...head.alternates.keys()].join(' ')}`)
            // The test host is not the production host.
            assert.equal(head.robots, 'noindex,nofollow', `${site.path}: robots`)
            const [product] = ofType(head, 'Product')
            assert.ok(product, `${site.path}: no Product structured data`)
            assert.ok(
                typeof product.name === 'string' && product.name.length > 0,
                `${site.path}: Product name`
            )
            const offers = [product.offers].flat() as Record<string, unknown>[]
            assert.ok(offers.length > 0, `${site.path}: no offers`)
            for (const offer of offers)
                assert.equal(offer.priceCurrency, site.currency, `${site.path}: offer currency`)
        }
    })

    test('a category page: canonical without sorting or paging parameters, breadcrumbs as BreadcrumbList', async (t) => {
        const head = await readHead(t, '/shop/bottoms/leggings?sort=price-low-to-high&srule=x&start=0')
        assert.equal(head.canonicals.length, 1)
        assert.ok(
            head.canonicals[0].startsWith(`${PRODUCTION_ORIGIN}/shop/bottoms/leggings`),
            `canonical ${head.canonicals[0]}`
        )
        assert.doesNotMatch(
            head.canonicals[0],
            /sort=|srule=|start=0/,
            'the canonical names the listing, not a view of it'
        )
        assert.equal(head.alternates.get('en-us'), `${PRODUCTION_ORIGIN}/us/shop/bottoms/leggings`)
        const lists = ofType(head, 'BreadcrumbList')
        assert.equal(lists.length, 1, 'one BreadcrumbList')
        const items = lists[0].itemListElement as {position: number; name: string}[]
        assert.ok(items.length >= 2, 'the trail names the parent category')
        assert.deepEqual(
            items.map((item) => item.position),
            items.map((_, index) => index + 1)
        )
    })

    test('each site home names the brand (Organization) and its search (WebSite with a SearchAction)', async (t) => {
        for (const prefix of ['', '/us', '/eu', '/au']) {
            const head = await readHead(t, prefix || '/')
            const home = PRODUCTION_ORIGIN + (prefix || '/')
            assert.deepEqual(head.canonicals, [home], `${prefix || '/'}: canonical`)
            const [organization] = ofType(head, 'Organization')
            assert.equal(organization?.name, 'VELA', `${prefix || '/'}: Organization`)
            assert.equal(organization?.url, home)
            const [website] = ofType(head, 'WebSite')
            const action = website?.potentialAction as {target: {urlTemplate: string}} | undefined
            assert.equal(
                action?.target.urlTemplate,
                `${PRODUCTION_ORIGIN}${prefix}/search?q={search_term_string}`
            )
        }
    })

    test('private pages are never indexed: bag, checkout, account, search results', async (t) => {
        for (const path of ['/cart', '/checkout', '/login', '/search?q=leggings']) {
            const response = await t.fetchPage(path, {redirect: 'manual'})
            if (response.status >= 300 && response.status < 400) continue
            const head = await readHead(t, path)
            assert.equal(head.robots, 'noindex,nofollow', `${path}: robots`)
        }
    })
})
