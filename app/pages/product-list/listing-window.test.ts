import type {ProductSearchResult} from '../../commerce/catalog/use-product-search'
import {adjacentPage, grownWindow, mergeResults} from './listing-window'
import {searchResult} from './listing-test-utils'

const ids = (result: ProductSearchResult) => (result.hits ?? []).map((hit) => hit.productId)

describe('listing window (load more / load previous)', () => {
    test.each([
        ['next page after a first page', {offset: 0, limit: 24}, 'next', {offset: 24, limit: 24}],
        ['next page after a grown window', {offset: 0, limit: 48}, 'next', {offset: 48, limit: 24}],
        ['previous full page', {offset: 48, limit: 24}, 'previous', {offset: 24, limit: 24}],
        ['previous partial page (odd offset)', {offset: 10, limit: 24}, 'previous', {offset: 0, limit: 10}]
    ] as const)('%s', (_name, window, direction, page) => {
        expect(adjacentPage(window, direction)).toEqual(page)
    })

    test('a window grows until one request could no longer return it', () => {
        expect(grownWindow({offset: 0, limit: 24}, 'next')).toEqual({offset: 0, limit: 48})
        expect(grownWindow({offset: 24, limit: 24}, 'previous')).toEqual({offset: 0, limit: 48})
        expect(grownWindow({offset: 0, limit: 192}, 'next')).toBeUndefined()
    })

    test('"Paged results merge: earlier pages before, later pages after"', () => {
        const first = searchResult({offset: 0, limit: 24}) as ProductSearchResult
        const second = searchResult({offset: 24, limit: 24, total: 60}) as ProductSearchResult
        const later = mergeResults(first, second, {offset: 0, limit: 48})
        expect(ids(later)).toEqual(Array.from({length: 48}, (_, index) => `P${index}`))
        expect(later).toMatchObject({offset: 0, limit: 48, total: 60})
        const earlier = mergeResults(second, first, {offset: 0, limit: 48})
        expect(ids(earlier)).toEqual(ids(later))
        expect(earlier.offset).toBe(0)
    })
})
