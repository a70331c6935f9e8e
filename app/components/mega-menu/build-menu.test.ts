import {applyVariation, buildMenu, menuFromCategories} from './build-menu'
import {indexCategories} from './category-index'
import {CATEGORY_TREE, CMS_MENU} from './test-fixtures'

const titles = (entries: {title: string}[]) => entries.map((entry) => entry.title)

describe('category index', () => {
    test.each([
        ['bottoms', '/shop/bottoms'],
        ['leggings', '/shop/bottoms/leggings'],
        ['sale-leggings', '/sale/sale-leggings'],
        ['shop', '/shop']
    ])('%s lists at %s (ids below the root joined)', (id, path) => {
        expect(indexCategories(CATEGORY_TREE).get(id)?.path).toBe(path)
    })
})

describe('menu from the category tree alone', () => {
    const entries = menuFromCategories(CATEGORY_TREE)

    test('top tabs are the children of the hidden shop category, plus sale', () => {
        expect(titles(entries)).toEqual(['New In', 'Bottoms', 'Tops', 'Accessories', 'Sale'])
    })

    test('categories with c_showInMenu false are left out', () => {
        expect(titles(entries[2].children)).toEqual(['Tanks'])
    })

    test('sale is styled as sale', () => {
        expect(entries.find((entry) => entry.id === 'sale')?.sale).toBe(true)
    })
})

describe('menu from the CMS merged with the tree', () => {
    const {entries} = buildMenu(CATEGORY_TREE, CMS_MENU, {mediaProtocol: 'https'})
    const clothing = entries.find((entry) => entry.title === 'Clothing')

    test('ranking orders siblings; hidden and unknown-category nodes are dropped', () => {
        expect(titles(entries)).toEqual(['New In', 'Clothing', 'Accessories', 'Sale'])
        expect(titles(clothing?.children ?? [])).toEqual(['Tops', 'Bottoms'])
    })

    test.each([
        ['a category node links to its listing', 'New In', '/shop/new-arrivals'],
        ['a vanity URL wins', 'Clothing', '/shop'],
        ['sale', 'Sale', '/sale']
    ])('%s', (_name, title, href) => {
        expect(entries.find((entry) => entry.title === title)?.href).toBe(href)
    })

    test('url parameters are appended to the category link (level 4 shortcuts)', () => {
        const leggings = clothing?.children[1].children[0]
        expect(leggings?.href).toBe('/shop/bottoms/leggings')
        expect(leggings?.children[0].href).toBe('/shop/bottoms/leggings?refine=c_legLength=7/8')
    })

    test('a CMS category node without children takes its children from the tree', () => {
        expect(titles(entries[0].children)).toEqual(['New Clothing'])
        expect(titles(entries[2].children)).toEqual(['Bags', 'Yoga Mats'])
        expect(titles(clothing?.children[0].children ?? [])).toEqual(['Tanks'])
    })

    test('image nodes become featured tiles with a 4:5 CMS image', () => {
        expect(clothing?.tiles).toHaveLength(1)
        expect(clothing?.tiles[0]).toMatchObject({
            title: 'The power edit',
            href: '/shop/power',
            ctaText: 'Shop now'
        })
        expect(clothing?.tiles[0].image?.src).toBe(
            'https://media.example/i/velaactive/tile-power?w=320&qlt=60&fmt=auto&sm=aspect&aspect=4:5'
        )
    })

    test('sale styling, a readable editor colour and the promotional line come through', () => {
        expect(entries[3]).toMatchObject({
            sale: true,
            colour: '#c0392b',
            promo: {text: 'Extra 10% off with EXTRA10', href: '/sale'}
        })
    })

    test('insiders see their node through the customer-group variation', () => {
        const insiders = buildMenu(CATEGORY_TREE, CMS_MENU, {groups: ['MKT_SBINSIDERS']}).entries
        expect(titles(insiders)[0]).toBe('Insiders Early Access')
    })

    test('without a CMS menu the tree alone is used', () => {
        expect(titles(buildMenu(CATEGORY_TREE, null).entries)).toEqual(
            titles(menuFromCategories(CATEGORY_TREE))
        )
    })

    test('without a tree only nodes with their own links survive', () => {
        expect(titles(buildMenu(null, CMS_MENU).entries)).toEqual(['Clothing'])
    })
})

describe('applyVariation', () => {
    const item = {
        title: 'Default',
        menuOptions: {ranking: 3, showInMenu: false},
        variations: [
            {sfCustomerGroup: [{id: 'A'}], content: {title: 'For A', menuOptions: {showInMenu: true}}}
        ]
    }

    test.each([
        [[], 'Default', false],
        [['B'], 'Default', false],
        [['A'], 'For A', true]
    ])('groups %j give %s', (groups, title, shown) => {
        const result = applyVariation(item, groups)
        expect(result.title).toBe(title)
        expect(result.menuOptions).toEqual({ranking: 3, showInMenu: shown})
    })
})
