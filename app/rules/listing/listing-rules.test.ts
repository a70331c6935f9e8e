import {
    contentSpotGridRow,
    galleryImageSpansTwoColumns,
    mergePages,
    visibleRefinementValues,
    withAppExclusiveRule
} from './listing-rules'
import {searchPhraseKey, searchRedirectTarget, singleHitRedirect} from './search-rules'

describe('listing rules (spec 000 §4, §5, §9)', () => {
    test.each([
        [true, false, {c_size: ['S'], isAppExclusive: ['false']}],
        [true, true, {c_size: ['S']}],
        [false, false, {c_size: ['S']}]
    ])(
        '"If the app-exclusive preference is on and not in the app web view, isAppExclusive=false is added": on %s, web view %s',
        (on, webView, expected) => {
            expect(withAppExclusiveRule({c_size: ['S']}, on, webView)).toEqual(expected)
        }
    )

    test('"Only refinement values with hitCount above zero are shown"', () => {
        const values = [
            {value: 'S', hitCount: 3},
            {value: 'M', hitCount: 0},
            {value: 'L'},
            {value: 'XL', hitCount: -1}
        ]
        expect(visibleRefinementValues(values).map((v) => v.value)).toEqual(['S'])
        expect(visibleRefinementValues(undefined)).toEqual([])
    })

    const id = (hit: {id: string}) => hit.id
    const page = (offset: number, ids: string[]) => ({offset, hits: ids.map((value) => ({id: value}))})
    test.each([
        ['"later pages after"', page(0, ['a', 'b']), page(2, ['c', 'd']), 0, ['a', 'b', 'c', 'd']],
        ['"earlier pages before"', page(2, ['c', 'd']), page(0, ['a', 'b']), 0, ['a', 'b', 'c', 'd']],
        ['the same page replaces', page(0, ['a', 'b']), page(0, ['x']), 0, ['x']],
        ['duplicates keep their first place', page(0, ['a', 'b']), page(2, ['b', 'c']), 0, ['a', 'b', 'c']]
    ])('%s', (_name, current, incoming, offset, ids) => {
        const merged = mergePages(current, incoming, id)
        expect(merged.offset).toBe(offset)
        expect(merged.hits.map(id)).toEqual(ids)
    })

    test('merging into nothing', () => {
        expect(mergePages(undefined, page(24, ['a']), id)).toEqual(page(24, ['a']))
    })

    test.each([
        [4, 4, 2],
        [10, 4, 3],
        [16, 2, 9],
        [4, 2, 3],
        [0, 4, undefined],
        [5, 4, undefined],
        [6, 4, undefined],
        [-2, 4, undefined],
        [4, 0, undefined]
    ])(
        '"every 6th content spot (position mod 6 = 4) has a computed grid row": position %s, %s columns → %s',
        (position, columns, row) => {
            expect(contentSpotGridRow(position, columns)).toBe(row)
        }
    )

    test('"gallery grid: every 5th image spans two columns"', () => {
        expect([0, 3, 4, 5, 9, 14, -1].map(galleryImageSpansTwoColumns)).toEqual([
            false,
            false,
            true,
            false,
            true,
            true,
            false
        ])
    })
})

describe('search rules (spec 000 §4)', () => {
    test.each([
        ['/us//shop//leggings', '/us/shop/leggings'],
        ['https://www.example.com//sale', 'https://www.example.com/sale'],
        ['//shop', '/shop'],
        ['/shop/', '/shop/'],
        ['', undefined],
        [undefined, undefined]
    ])(
        '"A redirect target in the query goes to redirect (double slash collapsed)": %j → %j',
        (target, expected) => {
            expect(searchRedirectTarget(target)).toBe(expected)
        }
    )

    const hit = {
        productId: 'VL1',
        productName: 'Power Leggings',
        categoryIds: ['shop', 'leggings'],
        color: 'black',
        size: 'M',
        masterId: 'M1'
    }
    test.each([
        [true, 1, [hit], '/shop/leggings/power-leggings-VL1.html?dwvar_M1_color=black&dwvar_M1_size=M'],
        [false, 1, [hit], undefined],
        [true, 2, [hit], undefined],
        [true, 1, [], undefined],
        [true, 0, [], undefined]
    ])(
        '"A text search with exactly one hit redirects to that product\'s path for its colour and size": text %s, total %s',
        (text, total, hits, expected) => {
            expect(singleHitRedirect(text, total, hits)).toBe(expected)
        }
    )

    test.each([
        ['tee', 'tee'],
        ['Tee ', 'tee'],
        ['  Black   Leggings\t', 'black leggings'],
        ['SPORTS BRA', 'sports bra'],
        ['ヨガ レギンス', 'ヨガ レギンス'],
        ['', '']
    ])(
        '"Search returns cached results for a repeated key": %j searches (and is cached) as %j',
        (phrase, key) => {
            expect(searchPhraseKey(phrase)).toBe(key)
        }
    )
})
