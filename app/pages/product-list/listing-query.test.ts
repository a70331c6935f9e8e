import {
    listingSearchParams,
    MAX_WINDOW,
    normaliseListingSearch,
    sanitiseListingQuery,
    toRefineParams
} from '../../commerce/catalog/listing-query'
import {parseListingQuery, serialiseListingQuery, toggleRefinement} from '../../rules/listing'

const read = (search: string, allowCategory = false) =>
    sanitiseListingQuery(parseListingQuery(normaliseListingSearch(search)), {allowCategory})
const scope = {appExclusive: false, webView: false}

describe('listing URL ↔ state', () => {
    test.each([
        '?limit=24&refine=c_size=S|M&sort=best-matches',
        '?limit=48&offset=24&refine=c_refinementColor=Black,price=(0..50)&sort=price-low-to-high',
        '?refine=c_productType=Leggings%20%26%20Tights',
        '?sort=newest',
        '?limit=24&refine=c_size=XS&sort=best-matches&src=email'
    ])('%s round-trips', (search) => {
        expect(serialiseListingQuery(read(search))).toBe(search)
    })

    test.each([
        '?limit=24&refine=c_size=S|M,c_refinementColor=Black%20%26%20White&sort=best-matches',
        '?refine=price=(0..50)&q=black%20tee'
    ])('%s reads the same when re-serialised by URLSearchParams (as the server sees it)', (search) => {
        const reserialised = `?${new URLSearchParams(search).toString()}`
        expect(reserialised).not.toBe(search)
        expect(read(reserialised)).toEqual(read(search))
    })

    test.each([
        ['booleans other than true/false', '?refine=c_isSale=maybe,c_isNew=true', {c_isNew: ['true']}],
        ['prices that are not ranges', '?refine=price=cheap|(0..50)', {price: ['(0..50)']}],
        ['attribute ids that cannot be ids', '?refine=%3Cb%3E=x,c_size=S', {c_size: ['S']}],
        ['the category on a category page', '?refine=cgid=tops,c_size=S', {c_size: ['S']}],
        ['a refine with nothing usable', '?refine=,,=|', {}]
    ])('ignores %s', (_name, search, refine) => {
        expect(read(search).refine).toEqual(refine)
    })

    test('search pages may refine by category', () => {
        expect(read('?refine=cgid=tops', true).refine).toEqual({cgid: ['tops']})
    })

    test.each([
        ['?limit=abc&offset=-1&sort=', {offset: 0, limit: 24, sort: 'best-matches'}],
        ['?limit=100000', {limit: MAX_WINDOW}],
        ['?sort=%3Cscript%3E', {sort: 'best-matches'}],
        ['?offset=48&limit=48', {offset: 48, limit: 48}]
    ])('%s requests %j', (search, expected) => {
        expect(listingSearchParams(read(search), {...scope, cgid: 'leggings'})).toMatchObject(expected)
    })

    test('the request carries the category, the phrase and the app-exclusive rule', () => {
        const query = read('?refine=c_size=S|M')
        expect(listingSearchParams(query, {...scope, cgid: 'leggings'}).refine).toEqual([
            'cgid=leggings',
            'c_size=S|M'
        ])
        expect(listingSearchParams(query, {appExclusive: true, webView: false, q: 'tee'})).toMatchObject({
            q: 'tee',
            refine: ['c_size=S|M', 'isAppExclusive=false']
        })
        expect(listingSearchParams(query, {appExclusive: true, webView: true}).refine).toEqual(['c_size=S|M'])
    })

    test('a toggle on a malformed URL writes a clean one', () => {
        const query = read('?refine=c_isSale=maybe,c_size=S&offset=-4&limit=x')
        expect(serialiseListingQuery(toggleRefinement(query, 'c_size', 'M'))).toBe(
            '?limit=24&refine=c_size=S|M&sort=best-matches'
        )
    })

    test('refine parameters, one per attribute', () => {
        expect(toRefineParams({c_size: ['S', 'M'], price: ['(0..50)'], empty: []})).toEqual([
            'c_size=S|M',
            'price=(0..50)'
        ])
    })
})
