import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {tileModel, type TileSource} from '../../components/product-tile/tile-model'
import {redirectHit} from '../../pages/search/search-redirects'
import {
    projectListingHit,
    projectListingResult,
    projectTileHit,
    projectTileSearchResult
} from './search-projection'

const image = (view: string) => ({
    alt: 'Power Leggings, Black',
    title: 'Power Leggings, Black',
    link: `http://media/${view}.jpg?sw=600`,
    disBaseLink: `http://media/${view}.jpg`
})

const hit = {
    productId: 'VL10001',
    productName: 'Power Leggings',
    productType: {master: true},
    hitType: 'master',
    orderable: true,
    currency: 'GBP',
    price: 48,
    priceMax: 60,
    prices: {'gbp-list': 60, 'gbp-sale': 48},
    tieredPrices: [
        {price: 60, pricebook: 'gbp-list', quantity: 1},
        {price: 50, pricebook: 'gbp-list', quantity: 5}
    ],
    representedProduct: {id: 'VL10001_BLK_78_M', c_isNew: false},
    representedProducts: [{id: 'a'}, {id: 'b'}],
    variants: [
        {productId: 'VL10001_BLK_78_S', variationValues: {color: 'black', size: 'S'}, orderable: true},
        {productId: 'VL10001_BLK_78_M', variationValues: {color: 'black', size: 'M'}, orderable: true}
    ],
    variationGroups: [{productId: 'VL10001_BLK'}],
    variationAttributes: [
        {
            id: 'color',
            name: 'Colour',
            values: [
                {value: 'black', name: 'Black', orderable: true},
                {value: 'stone', name: 'Stone', orderable: true}
            ]
        },
        {id: 'size', name: 'Size', values: [{value: 'S'}, {value: 'M'}]}
    ],
    image: image('front'),
    imageGroups: [
        {viewType: 'large', images: [image('large')]},
        {viewType: 'medium', images: [image('front'), image('back'), image('side')]},
        {viewType: 'medium', images: [image('stone-front')]},
        {viewType: 'swatch', images: [image('swatch')]}
    ],
    productPromotions: [],
    c_productBadges: {topLeft: 'New'},
    c_promos: [{id: 'p1', callout: '3 for 2'}],
    c_priceTemplate: 'sale',
    c_hideMarkdownPrice: false,
    c_isHideProduct: false,
    c_addtocartbutton: {available: true, buttonTitle: 'Add To Bag'},
    c_productInfo: {masterId: 'VL10001', primaryCategoryId: 'leggings', reviewCount: 12, pricing: {}}
} as unknown as ShopperSearchTypes.ProductSearchHit

const asFields = (value: unknown) => value as Record<string, unknown>

/** A tile as shoppers see it: the price component only tests the hide flag for true. */
const shown = (source: unknown, options: {categoryIds?: string[]; fallbackCurrency: string}) => {
    const tile = tileModel(source as TileSource, options)
    return {...tile, price: {...tile.price, hideMarkdownPrice: tile.price.hideMarkdownPrice === true}}
}

describe('tile hit projection (carousels, grids)', () => {
    const lean = projectTileHit(hit)

    test('a tile reads exactly what it read from the whole hit', () => {
        const options = {categoryIds: ['leggings'], fallbackCurrency: 'GBP'}
        expect(shown(lean, options)).toEqual(shown(hit, options))
    })

    test('keeps the fields badges, promotions and price templates read', () => {
        expect(lean).toMatchObject({
            c_productBadges: {topLeft: 'New'},
            c_promos: [{id: 'p1', callout: '3 for 2'}],
            c_priceTemplate: 'sale'
        })
    })

    test('keeps the hide flags when they are set (false says nothing their absence does not)', () => {
        const flagged = {...asFields(hit), c_hideMarkdownPrice: true, c_isHideProduct: true}
        expect(projectTileHit(flagged as unknown as ShopperSearchTypes.ProductSearchHit)).toMatchObject({
            c_hideMarkdownPrice: true,
            c_isHideProduct: true
        })
    })

    test('keeps promotion lists that have entries, drops empty ones (an empty list says nothing absence does not)', () => {
        const promoted = {
            ...asFields(hit),
            c_promos: [],
            productPromotions: [{promotionId: 'LEGGINGS-20', calloutMsg: '20% off', promotionalPrice: 62.4}]
        }
        const lean = projectTileHit(promoted as unknown as ShopperSearchTypes.ProductSearchHit) as Record<
            string,
            unknown
        >
        expect(lean.productPromotions).toEqual(promoted.productPromotions)
        expect('c_promos' in lean).toBe(false)
    })

    test('drops variants, groups, other view types and image titles; of the represented product only its id', () => {
        expect(lean.representedProduct).toEqual({id: 'VL10001_BLK_78_M'})
        expect(Object.keys(lean).sort()).toEqual(
            [
                'representedProduct',
                'c_priceTemplate',
                'c_productBadges',
                'c_promos',
                'currency',
                'imageGroups',
                'price',
                'priceMax',
                'productId',
                'productName',
                'tieredPrices',
                'variationAttributes'
            ].sort()
        )
        expect(lean.imageGroups).toEqual([
            {
                viewType: 'medium',
                images: [
                    {alt: 'Power Leggings, Black', disBaseLink: 'http://media/front.jpg'},
                    {alt: 'Power Leggings, Black', disBaseLink: 'http://media/back.jpg'}
                ]
            }
        ])
        expect(lean.variationAttributes).toEqual([
            {id: 'color', values: [{value: 'black'}, {value: 'stone'}]}
        ])
        expect(lean.tieredPrices).toEqual([{price: 60, quantity: 1}])
    })

    test('without colours, swatch groups still count colours; without tile images, the hit image shows', () => {
        const plain = {
            ...asFields(hit),
            variationAttributes: [],
            imageGroups: [
                {viewType: 'swatch', images: [image('a')]},
                {viewType: 'swatch', images: [image('b')]}
            ]
        } as unknown as ShopperSearchTypes.ProductSearchHit
        const options = {fallbackCurrency: 'GBP'}
        expect(shown(projectTileHit(plain), options)).toEqual(shown(plain, options))
        expect(tileModel(projectTileHit(plain) as TileSource, options).colourCount).toBe(2)
    })

    test('a carousel result keeps its counts and projected hits', () => {
        const result = {total: 1, offset: 0, limit: 12, hits: [hit], refinements: [{attributeId: 'c_size'}]}
        expect(projectTileSearchResult(result as ShopperSearchTypes.ProductSearchResult)).toEqual({
            total: 1,
            offset: 0,
            limit: 12,
            hits: [lean]
        })
    })
})

describe('listing hit projection (category and search pages)', () => {
    const lean = projectListingHit(hit)

    test('the single-hit redirect reads what it read from the whole hit', () => {
        expect(redirectHit(lean, null)).toEqual(redirectHit(hit, null))
        expect(asFields(lean).variants).toEqual([
            {productId: 'VL10001_BLK_78_M', variationValues: {color: 'black', size: 'M'}}
        ])
    })

    test('a listing result keeps refinements, sorting, redirects and suggestions', () => {
        const result = {
            total: 1,
            offset: 0,
            limit: 24,
            query: 'leggings',
            hits: [hit],
            refinements: [{attributeId: 'c_size', values: [{value: 'S', hitCount: 1}]}],
            selectedRefinements: {c_size: 'S'},
            sortingOptions: [{id: 'best-matches', label: 'Best matches'}],
            selectedSortingOption: 'best-matches',
            searchPhraseSuggestions: {suggestedTerms: []},
            c_redirect: '/sale'
        }
        expect(projectListingResult(result as unknown as ShopperSearchTypes.ProductSearchResult)).toEqual({
            ...result,
            hits: [lean]
        })
    })

    test('a result without hits stays without hits', () => {
        const empty = {total: 0, offset: 0, limit: 24, query: 'zzz'} as ShopperSearchTypes.ProductSearchResult
        expect(projectListingResult(empty)).toEqual(empty)
    })
})
