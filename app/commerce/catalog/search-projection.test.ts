import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {projectSearchHit, projectSearchResult} from './search-projection'

const image = (view: string) => ({
    alt: 'Power Leggings, Black',
    title: 'Power Leggings, Black',
    link: `http://media/${view}.jpg?sw=600`,
    disBaseLink: `http://media/${view}.jpg`
})

const hit = {
    productId: 'VL10001',
    productName: 'Power Leggings',
    price: 60,
    representedProduct: {id: 'VL10001_BLK_78_M'},
    representedProducts: [{id: 'a'}, {id: 'b'}],
    variants: [{productId: 'VL10001_BLK_78_M', orderable: true}],
    variationGroups: [{productId: 'VL10001_BLK'}],
    variationAttributes: [{id: 'color', values: [{value: 'black', name: 'Black'}]}],
    image: image('front'),
    imageGroups: [
        {viewType: 'large', images: [image('large')]},
        {viewType: 'medium', images: [image('front'), image('back')]},
        {viewType: 'swatch', images: [image('swatch')]}
    ],
    c_productBadges: {topLeft: 'New'}
} as unknown as ShopperSearchTypes.ProductSearchHit

describe('search hit projection', () => {
    const lean = projectSearchHit(hit) as unknown as Record<string, unknown>

    test('drops variants, variation groups and the represented-product list', () => {
        expect(lean.variants).toBeUndefined()
        expect(lean.variationGroups).toBeUndefined()
        expect(lean.representedProducts).toBeUndefined()
    })

    test('keeps what tiles, badges and the single-hit redirect read', () => {
        expect(lean).toMatchObject({
            productId: 'VL10001',
            productName: 'Power Leggings',
            price: 60,
            representedProduct: {id: 'VL10001_BLK_78_M'},
            variationAttributes: hit.variationAttributes,
            c_productBadges: {topLeft: 'New'}
        })
    })

    test('keeps only tile view types, with base link and alt per image', () => {
        expect(lean.imageGroups).toEqual([
            {
                viewType: 'medium',
                images: [
                    {alt: 'Power Leggings, Black', disBaseLink: 'http://media/front.jpg'},
                    {alt: 'Power Leggings, Black', disBaseLink: 'http://media/back.jpg'}
                ]
            },
            {
                viewType: 'swatch',
                images: [{alt: 'Power Leggings, Black', disBaseLink: 'http://media/swatch.jpg'}]
            }
        ])
    })

    test('a result without hits is returned unchanged', () => {
        const empty = {total: 0, offset: 0, limit: 24, query: 'zzz'} as ShopperSearchTypes.ProductSearchResult
        expect(projectSearchResult(empty)).toBe(empty)
    })
})
