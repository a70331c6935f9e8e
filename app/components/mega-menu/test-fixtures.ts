/** Test data: a small category tree and a CMS menu over it, shaped like the platform and CMS deliver them. */
import type {Category} from '../../commerce/catalog/use-categories'
import type {ContentJson, ContentTreeNode} from '../../content/content-types'
import {SCHEMAS} from '../../content/model/schemas'

const category = (id: string, name: string, categories?: Category[], extra: object = {}): Category =>
    ({id, name, ...(categories ? {categories} : {}), ...extra} as Category)

export const CATEGORY_TREE: Category = category('root', 'Storefront Catalog', [
    category(
        'shop',
        'Shop',
        [
            category('new-arrivals', 'New In', [category('new-clothing', 'New Clothing')]),
            category('bottoms', 'Bottoms', [
                category('leggings', 'Leggings'),
                category('joggers', 'Joggers')
            ]),
            category('tops', 'Tops', [
                category('tanks', 'Tanks'),
                category('hidden-tops', 'Hidden', undefined, {c_showInMenu: false})
            ]),
            category('accessories', 'Accessories', [
                category('bags', 'Bags'),
                category('yoga-mats', 'Yoga Mats')
            ])
        ],
        {c_showInMenu: false}
    ),
    category('sale', 'Sale', [category('sale-leggings', 'Sale Leggings')])
])

let counter = 0
const node = (
    schema: string,
    fields: Record<string, unknown>,
    children: ContentTreeNode[] = []
): ContentTreeNode => {
    counter += 1
    return {content: {_meta: {schema, deliveryId: `node-${counter}`}, ...fields} as ContentJson, children}
}

export const navNode = (fields: Record<string, unknown>, children: ContentTreeNode[] = []) =>
    node(SCHEMAS.navigationNode, fields, children)

export const imageNode = (fields: Record<string, unknown>) => node(SCHEMAS.imageNode, fields)

const image = (name: string) => ({name, endpoint: 'velaactive', defaultHost: 'media.example', id: name})

/** The desktop menu: New In (from the tree), Clothing (vanity, CMS columns, a tile), Accessories, Sale, Insiders. */
export const CMS_MENU: ContentTreeNode = node(SCHEMAS.navigationRoot, {title: 'Desktop menu'}, [
    navNode({title: 'New In', category: {id: 'new-arrivals'}, menuOptions: {ranking: 10}}),
    navNode({title: 'Clothing', vanityUrl: '/shop', menuOptions: {ranking: 20}}, [
        navNode({title: 'Bottoms', category: {id: 'bottoms'}, menuOptions: {ranking: 22}}, [
            navNode({title: 'Leggings', category: {id: 'leggings'}, menuOptions: {ranking: 23}}, [
                navNode({
                    title: '7/8 Length',
                    category: {id: 'leggings'},
                    urlParams: 'refine=c_legLength=7/8'
                })
            ]),
            navNode({title: 'Joggers', category: {id: 'joggers'}, menuOptions: {ranking: 24}})
        ]),
        navNode({title: 'Tops', category: {id: 'tops'}, menuOptions: {ranking: 21}}),
        imageNode({
            menuOptions: {ranking: 30},
            header: 'The power edit',
            subCopy: 'High support.',
            content: {url: '/shop/power', image: image('tile-power'), imageAltText: ''},
            cta: {ctaText: 'Shop now', ctaLink: '/shop/power'}
        })
    ]),
    navNode({title: 'Retired', category: {id: 'no-such-category'}, menuOptions: {ranking: 35}}),
    navNode({title: 'Accessories', category: {id: 'accessories'}, menuOptions: {ranking: 40}}),
    navNode({
        title: 'Sale',
        category: {id: 'sale'},
        menuOptions: {ranking: 50},
        displayControls: {textColour: '#c0392b', saleFont: true},
        cta: {ctaText: 'Extra 10% off with EXTRA10', ctaLink: '/sale'}
    }),
    navNode({
        title: 'Insiders Early Access',
        vanityUrl: '/sb-insiders',
        menuOptions: {ranking: 999, showInMenu: false},
        variations: [
            {
                sfCustomerGroup: [{id: 'MKT_SBINSIDERS'}],
                content: {menuOptions: {ranking: 5, showInMenu: true}}
            }
        ]
    })
])
