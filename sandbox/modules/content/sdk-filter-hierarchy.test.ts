import type {DefaultContentBody, HierarchyContentItem} from 'dc-delivery-sdk-js'
import type {RunningSandbox} from '../../testing/start'
import {SEED_SCHEMAS} from '../../seed/content/schemas'
import {contentClient, startContentSandbox} from './testing'

// Filter and hierarchy reads through the unmodified delivery SDK, including its cursor paging loops.
let running: RunningSandbox
beforeAll(async () => {
    running = await startContentSandbox()
})
afterAll(() => running.stop())

/** SDK bodies with the seed's fields, untyped: tests assert on the wire content. */
type Body = DefaultContentBody

/** Hierarchy nodes are typed as bare ContentBody; the seed's fields are there too. */
const fields = (node: HierarchyContentItem<Body> | undefined) => node?.content as Body | undefined

const namesOf = (responses: {content: Body}[]) => responses.map((entry) => entry.content._meta.name)

describe('filterByContentType / filterByParentId', () => {
    test('pages through every content page with nextCursor, without gaps or repeats', async () => {
        const client = contentClient(running.origin)
        const all = await client.filterByContentType<Body>(SEED_SCHEMAS.contentPage).page(50).request()
        const total = all.responses.length
        expect(total).toBeGreaterThan(30)

        const seen: string[] = []
        let page = await client.filterByContentType<Body>(SEED_SCHEMAS.contentPage).page(7).request()
        for (;;) {
            expect(page.page.responseCount).toBe(page.responses.length)
            seen.push(...namesOf(page.responses))
            if (!page.page.next) break
            page = await page.page.next()
        }
        expect(seen).toHaveLength(total)
        expect(new Set(seen).size).toBe(total)
        expect(seen).toEqual(namesOf(all.responses))
    })

    test('a page of results still carries page when nothing matches', async () => {
        const result = await contentClient(running.origin)
            .filterByContentType('https://example.com/none.json')
            .request()
        expect(result).toEqual({responses: [], page: {responseCount: 0}})
    })

    test('filterByParentId and lookUpByHierarchyDeliveryKey list a menu level, sortable by ranking', async () => {
        const client = contentClient(running.origin, {locale: 'en-GB'})
        const root = await client.getContentItemByKey<Body>('menu/desktop')
        const byParent = await client
            .filterByParentId<Body>(root.body._meta.deliveryId)
            .sortBy('ranking', 'DESC')
            .page(12)
            .request({depth: 'root', format: 'inlined'})
        const titles = byParent.responses.map((entry) => entry.content.title)
        expect(titles[0]).toBe('Insiders Early Access')
        expect(titles).toEqual(expect.arrayContaining(['New In', 'Clothing', 'Sale']))
        const byKey = await client
            .lookUpByHierarchyDeliveryKey<Body>('menu/desktop')
            .sortBy('ranking', 'ASC')
            .request()
        expect(byKey.responses.map((entry) => entry.content.title)).toEqual([...titles].reverse())
    })

    test('filterBy on any JSON pointer combines with the schema filter', async () => {
        const result = await contentClient(running.origin)
            .filterBy<Body>('/_meta/schema', SEED_SCHEMAS.productCarousel)
            .filterBy('/categoryId', 'leggings')
            .request()
        expect(namesOf(result.responses)).toEqual(['home-carousel-leggings-edit'])
    })
})

describe('getByHierarchy / getHierarchyByKey', () => {
    const depthOf = (node: HierarchyContentItem<Body>): number =>
        node.children.length === 0 ? 0 : 1 + Math.max(...node.children.map(depthOf))
    const count = (node: HierarchyContentItem<Body>): number =>
        node.children.reduce((sum, child) => sum + 1 + count(child), 0)

    test('without maximumDepth only direct children are returned', async () => {
        const tree = await contentClient(running.origin).getHierarchyByKey<Body>({rootKey: 'menu/desktop'})
        expect(depthOf(tree)).toBe(1)
        expect(tree.children.map((node) => fields(node)?._meta.name)).toEqual(
            ['new-arrivals', 'clothing', 'accessories', 'activity', 'gifts', 'sale', 'insiders'].map(
                (slug) => `menu-desktop-${slug}`
            )
        )
    })

    test('maximumDepth 14 returns the four-level desktop menu, identical across page sizes', async () => {
        const client = contentClient(running.origin, {locale: 'fr-FR,en-*'})
        const whole = await client.getHierarchyByKey<Body>({rootKey: 'menu/desktop', maximumDepth: 14})
        const paged = await client.getHierarchyByKey<Body>({
            rootKey: 'menu/desktop',
            maximumDepth: 14,
            maximumPageSize: 4
        })
        expect(depthOf(whole)).toBe(4)
        expect(count(whole)).toBeGreaterThan(40)
        expect(paged).toEqual(whole)
        const clothing = whole.children.find((node) => fields(node)?.title === 'Vêtements')
        const bottoms = clothing?.children.find((node) => fields(node)?.title === 'Bas')
        const leggings = bottoms?.children.find((node) => fields(node)?.title === 'Leggings')
        expect(leggings?.children.map((node) => fields(node)?.urlParams)).toEqual([
            'refine=c_legLength=7/8',
            'refine=c_legLength=Full',
            'refine=c_feature=Pockets'
        ])
    })

    test('by id, and by a secondary site key, give the same tree', async () => {
        const client = contentClient(running.origin)
        const root = await client.getContentItemByKey<Body>('menu/mobile')
        const byId = await client.getByHierarchy<Body>({rootId: root.body._meta.deliveryId, maximumDepth: 3})
        const byKey = await client.getHierarchyByKey<Body>({rootKey: 'au/menu/mobile', maximumDepth: 3})
        expect(byKey.children).toEqual(byId.children)
        expect(byId.children.length).toBeGreaterThan(5)
    })

    test('the insiders node carries its customer-group variation and sale styling survives', async () => {
        const tree = await contentClient(running.origin, {locale: 'en-GB'}).getHierarchyByKey<Body>({
            rootKey: 'menu/desktop'
        })
        const insiders = tree.children.find((node) => fields(node)?.vanityUrl === '/sb-insiders')
        expect(fields(insiders)?.menuOptions.showInMenu).toBe(false)
        expect(fields(insiders)?.variations[0]).toEqual({
            sfCustomerGroup: [{id: 'MKT_SBINSIDERS', name: 'Insiders'}],
            content: {menuOptions: {ranking: 5, showInMenu: true}, promoCode: 'INSIDER20'}
        })
        const sale = tree.children.find((node) => fields(node)?.category?.id === 'sale')
        expect(fields(sale)?.displayControls).toMatchObject({saleFont: true})
    })

    test('an unknown root rejects with the SDK root error', async () => {
        await expect(contentClient(running.origin).getHierarchyByKey({rootKey: 'menu/none'})).rejects.toThrow(
            'Error while retrieving hierarchy root item'
        )
    })
})
