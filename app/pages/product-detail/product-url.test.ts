import {productFixture} from '../../components/variation-selector/product-fixture'
import {productIdFromParams, queryAfterChange, selectionFromQuery} from './product-url'

const product = productFixture()

describe('product id from the route', () => {
    test.each([
        [{productId: 'M1'}, 'M1'],
        [{productSlug: 'power-7-8-gym-leggings-VL10001.html'}, 'VL10001'],
        [{productSlug: 'sculpt-leggings-VL10001_BLK_78_M.html'}, 'VL10001_BLK_78_M'],
        [{productSlug: 'no-id'}, undefined],
        [{}, undefined]
    ])('%j -> %s', (params, expected) => {
        expect(productIdFromParams(params)).toBe(expected)
    })
})

describe('selection from the URL (spec 001 §2.2)', () => {
    test('dwvar_{id}_{attribute} pairs of the product link helper', () => {
        expect(
            selectionFromQuery(product, '?cgid=leggings&dwvar_M1_color=stone&dwvar_M1_size=M&tile=3')
        ).toEqual({
            color: 'stone',
            size: 'M'
        })
    })

    test('/product/{id} with attribute id and value id pairs', () => {
        expect(selectionFromQuery(product, '?color=black&leg-length=full&size=L')).toEqual({
            color: 'black',
            'leg-length': 'full',
            size: 'L'
        })
    })

    test('pid naming a variant after a change', () => {
        expect(selectionFromQuery(product, '?pid=M1_black_full_S&dwvar_M1_color=black')).toEqual({
            color: 'black',
            'leg-length': 'full',
            size: 'S'
        })
    })

    test("a colour or variant document's own values", () => {
        expect(
            selectionFromQuery(productFixture({id: 'M1_stone', variationValues: {color: 'stone'}}), '')
        ).toEqual({
            color: 'stone'
        })
    })
})

describe('query after a colour or size change', () => {
    const variant = product.variants?.find((candidate) => candidate.productId === 'M1_black_full_S')

    test('carries pid, dwvar colour and leg-length, vgid, cgid, tile, src, newpid and oldpid in order', () => {
        expect(
            queryAfterChange(
                product,
                {color: 'black', 'leg-length': 'full', size: 'S'},
                variant,
                '?cgid=leggings&tile=4&src=email&utm_source=x'
            )
        ).toBe(
            'pid=M1_black_full_S&dwvar_M1_color=black&dwvar_M1_leg-length=full&vgid=M1_black&cgid=leggings&tile=4&src=email&newpid=M1_black_full_S&oldpid=M1'
        )
    })

    test('editing a basket line keeps its edit parameter', () => {
        expect(
            queryAfterChange(product, {color: 'stone', 'leg-length': '7-8'}, undefined, '?edit=line-1')
        ).toBe(
            'pid=M1_stone&dwvar_M1_color=stone&dwvar_M1_leg-length=7-8&vgid=M1_stone&newpid=M1_stone&oldpid=M1&edit=line-1'
        )
    })

    test('without a size the colour is the pid; an unchanged pid adds no newpid/oldpid', () => {
        expect(
            queryAfterChange(product, {color: 'stone', 'leg-length': '7-8'}, undefined, '?pid=M1_stone')
        ).toBe('pid=M1_stone&dwvar_M1_color=stone&dwvar_M1_leg-length=7-8&vgid=M1_stone')
    })
})
