import type {DefaultContentBody} from 'dc-delivery-sdk-js'
import {CORE_SCHEMAS, SCHEMAS} from '../../../app/content/model/schemas'
import {categoryPath} from '../../seed/category-tree'
import {buildContentSeed} from '../../seed/content'
import {HOSTILE_HTML} from '../../seed/content/cms-test-page'
import {allRouteKeys, SHELL_KEYS} from '../../seed/content/route-keys'
import {SEED_SCHEMAS} from '../../seed/content/schemas'
import {allSiteKeys, SITE_CODES, siteKey} from '../../seed/content/sites'
import type {RunningSandbox} from '../../testing/start'
import {validateSeed} from './load-seed'
import {contentClient, startContentSandbox} from './testing'

// The seed against the storefront's contract: every CMS route's key resolves on every site, every schema is
// one the storefront knows, every category exists, every link resolves.
const items = buildContentSeed()
const published = items.filter((item) => item.layer === 'published')

let running: RunningSandbox
beforeAll(async () => {
    running = await startContentSandbox()
})
afterAll(() => running.stop())

type Body = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type SdkBody = DefaultContentBody

/** Which of the given keys exist in the published view (fetched 12 at a time, as storefronts do). */
const existingKeys = async (keys: string[]) => {
    const client = contentClient(running.origin)
    const found = new Set<string>()
    for (let start = 0; start < keys.length; start += 12) {
        const chunk = keys.slice(start, start + 12)
        const result = await client.getContentItemsByKey(chunk)
        result.responses.forEach((entry, index) => {
            if ('content' in entry) found.add(chunk[index])
        })
    }
    return found
}

const walk = (value: unknown, visit: (record: Body, key?: string) => void, key?: string) => {
    if (Array.isArray(value)) value.forEach((entry) => walk(entry, visit, key))
    else if (value && typeof value === 'object') {
        visit(value as Body, key)
        for (const [childKey, child] of Object.entries(value)) walk(child, visit, childKey)
    }
}

describe('route keys (spec 001 §2.1, §2.5)', () => {
    const rows = allRouteKeys()

    test('every CMS route resolves on every site through its key rule', async () => {
        const found = await existingKeys([...new Set(rows.flatMap((row) => row.keys))])
        const unresolved = rows.filter((row) => !row.keys.some((key) => found.has(key)))
        expect(unresolved.map((row) => `${row.site} ${row.path} -> ${row.keys.join(' | ')}`)).toEqual([])
    })

    test.each([
        ['eu', '/refer-a-friend', 'row/refer-a-friend'],
        ['us', '/refer-a-friend', 'us/refer-a-friend'],
        ['gb', '/student-discount/unidays', 'unidays'],
        ['au', '/student-discount/student-beans', 'row/student-beans'],
        ['au', '/terms-and-conditions', 'terms-and-conditions'],
        ['eu', '/security-privacy.html', 'us/security-privacy'],
        ['gb', '/Terms-conditions-wholesale.html', 'us/Terms-conditions-wholesale'],
        ['us', '/delivery-returns.html', 'us/delivery-returns']
    ])('%s %s reads %s', async (site, path, expected) => {
        const row = rows.find((candidate) => candidate.site === site && candidate.path === path)
        const found = await existingKeys(row?.keys ?? [])
        expect(row?.keys.find((key) => found.has(key))).toBe(expected)
    })

    test('shell items and listing content exist for every site', async () => {
        const keys = SITE_CODES.flatMap((site) => SHELL_KEYS.map((name) => siteKey(site, name)))
        const found = await existingKeys(keys)
        expect(keys.filter((key) => !found.has(key))).toEqual([])
        const categories = [
            'new-arrivals',
            'bottoms',
            'leggings',
            'tops',
            'underwear',
            'hoodies-sweatshirts',
            'outerwear',
            'accessories',
            'activity',
            'sale'
        ]
        const categoryKeys = categories.flatMap((id) => allSiteKeys(`category/${id}`))
        const foundCategories = await existingKeys(categoryKeys)
        expect(categoryKeys.filter((key) => !foundCategories.has(key))).toEqual([])
    })
})

describe('seed integrity', () => {
    test('ids and keys are unique and every link and parent resolves', () => {
        expect(validateSeed(items)).toEqual([])
    })

    test('every schema used is in the storefront content model, and the lists agree', () => {
        const modelUris = new Set<string>([...Object.values(SCHEMAS), ...Object.values(CORE_SCHEMAS)])
        const used = new Set<string>()
        for (const item of items)
            walk(
                item.body,
                (record) => typeof record._meta?.schema === 'string' && used.add(record._meta.schema)
            )
        expect([...used].filter((uri) => !modelUris.has(uri))).toEqual([])
        expect(SEED_SCHEMAS).toEqual(SCHEMAS)
    })

    test('every category id referenced exists in the category tree', () => {
        const referenced = new Set<string>()
        for (const item of items) {
            walk(item.body, (record, key) => {
                if (typeof record.categoryId === 'string') referenced.add(record.categoryId)
                if (key === 'category' && typeof record.id === 'string') referenced.add(record.id)
            })
        }
        expect(referenced.size).toBeGreaterThan(30)
        expect([...referenced].filter((id) => categoryPath(id) === undefined)).toEqual([])
    })

    test('media links use the shared endpoint and meaningful names', () => {
        const names: string[] = []
        for (const item of items)
            walk(
                item.body,
                (record) =>
                    record._meta?.schema === CORE_SCHEMAS.imageLink &&
                    names.push(`${String(record.endpoint)}/${String(record.name)}`)
            )
        expect(names.length).toBeGreaterThan(50)
        expect(
            names.filter((name) => !/^velaactive\/(hero|banner|tile|category|logo)-[a-z0-9-]+$/.test(name))
        ).toEqual([])
    })

    test('the seed is deterministic', () => {
        const seededAt = Date.parse('2025-06-01T12:00:00.000Z')
        expect(buildContentSeed({now: seededAt})).toEqual(buildContentSeed({now: seededAt}))
    })

    test('the CMS test page carries the hostile snippet for sanitiser tests', async () => {
        const page = await contentClient(running.origin, {locale: 'en-GB'}).getContentItemByKey<SdkBody>(
            'cms-test-page'
        )
        const copy = page.body.tabContent.find((block: Body) => block.anchorID === 'sanitiser')
        expect(copy.paragraph).toBe(HOSTILE_HTML)
        expect(copy.paragraph).toMatch(/<script>.*onerror=/s)
        expect(page.body.tabContent.length).toBeGreaterThan(20)
    })

    test('shell strings are localized in all six locales', () => {
        const stripe = published.find(
            (item) => item.body._meta && (item.body._meta as Body).name === 'site-stripe-gb'
        )
        const locales = (stripe?.body as Body).siteStripeMessage[0].text.values.map(
            (entry: Body) => entry.locale
        )
        expect(locales).toEqual(['en-GB', 'en-US', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP'])
    })

    test('one sign-up page is for UK visitors only', async () => {
        const client = contentClient(running.origin)
        const uk = await client.getContentItemByKey<SdkBody>('us/sign-up/london-run-club')
        expect(uk.body.onlyForUK).toBe(true)
        const open = await client.getContentItemByKey<SdkBody>('sign-up/newsletter')
        expect(open.body.onlyForUK).toBeUndefined()
    })
})
