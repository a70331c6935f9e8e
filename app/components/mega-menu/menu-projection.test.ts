import type {ContentJson, ContentTreeNode} from '../../content/content-types'
import {buildMenu} from './build-menu'
import {MENU_PROJECTION} from './menu-projection'
import {CATEGORY_TREE, CMS_MENU, imageNode, navNode} from './test-fixtures'

/** A CMS node as the delivery API returns it: editorial fields the menu never shows, full image links. */
const editorial = (tree: ContentTreeNode): ContentTreeNode => ({
    content: {
        ...tree.content,
        _meta: {...tree.content._meta, name: 'node-name', hierarchy: {parentId: 'x', root: false}},
        cspConfig: {data: 'report-only'},
        countdownDate: '2030-01-01',
        promoCode: 'EXTRA10'
    } as ContentJson,
    children: tree.children.map(editorial)
})

describe('menu hierarchy projection', () => {
    const whole = editorial(CMS_MENU)
    const lean = MENU_PROJECTION.project(whole)

    test.each([
        ['a guest', []],
        ['an insider (a customer-group variation applies)', ['MKT_SBINSIDERS']]
    ])('builds the same menu as the whole hierarchy for %s', (_who, groups) => {
        const options = {mediaProtocol: 'https' as const, groups}
        expect(buildMenu(CATEGORY_TREE, lean, options)).toEqual(buildMenu(CATEGORY_TREE, whole, options))
    })

    test('a featured tile and a node image keep what their image URLs are built from', () => {
        const tree = editorial(
            navNode({title: 'Root'}, [
                navNode({
                    title: 'Clothing',
                    vanityUrl: '/shop',
                    media: {
                        image: {
                            name: 'img',
                            endpoint: 'e',
                            defaultHost: 'h',
                            id: 'i',
                            mimeType: 'image/jpeg'
                        },
                        imageAltText: 'Clothing',
                        video: {name: 'v'}
                    }
                }),
                imageNode({
                    header: 'Edit',
                    content: {
                        url: '/edit',
                        image: {name: 'tile', endpoint: 'e', defaultHost: 'h'},
                        copy: 'x'
                    },
                    cta: {ctaText: 'Shop', ctaLink: '/edit'}
                })
            ])
        )
        const options = {mediaProtocol: 'https' as const}
        expect(buildMenu(CATEGORY_TREE, MENU_PROJECTION.project(tree), options)).toEqual(
            buildMenu(CATEGORY_TREE, tree, options)
        )
    })

    test('drops the fields the menu does not show', () => {
        const json = JSON.stringify(lean)
        for (const dropped of ['cspConfig', 'countdownDate', 'promoCode', 'hierarchy', 'node-name']) {
            expect(json).not.toContain(dropped)
        }
        expect(json.length).toBeLessThan(JSON.stringify(whole).length * 0.8)
    })
})
