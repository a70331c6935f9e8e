import {
    effectiveListingQuery,
    parseListingQuery,
    parseRefine,
    serialiseListingQuery,
    serialiseRefine,
    type ListingQuery
} from './listing-query'
import {
    changeSort,
    clearRefinements,
    isRefinementSelected,
    isSingleChoice,
    toggleRefinement,
    toggleRefinementValue
} from './refinement-toggle'

describe('refine parameter (spec 001 §2.2 "attribute=value1|value2; several attributes separated by commas; an ampersand inside a value escaped")', () => {
    test.each([
        ['c_size=X|Y', {c_size: ['X', 'Y']}],
        [
            'c_product-type=A|B,c_size=X|Y,other=value',
            {'c_product-type': ['A', 'B'], c_size: ['X', 'Y'], other: ['value']}
        ],
        ['c_color=Black%20%26%20White', {c_color: ['Black & White']}],
        ['c_size=X,c_size=Y|X', {c_size: ['X', 'Y']}],
        // malformed parts are skipped, never thrown on
        ['', {}],
        [undefined, {}],
        ['=X', {}],
        ['c_size', {}],
        ['c_size=', {}],
        ['c_size=|', {}],
        [',,,', {}],
        ['c_size=%E0%A4%A', {c_size: ['%E0%A4%A']}],
        ['c_size=<script>', {c_size: ['<script>']}]
    ])('parseRefine(%j)', (refine, expected) => {
        expect(parseRefine(refine)).toEqual(expected)
    })

    test.each([
        [{c_size: ['X', 'Y']}, 'c_size=X|Y'],
        [{'c_product-type': ['A', 'B'], c_size: ['X']}, 'c_product-type=A|B,c_size=X'],
        [{c_color: ['Black & White']}, 'c_color=Black%20%26%20White'],
        [{c_odd: ['a|b', 'c,d', 'e=f']}, 'c_odd=a%7Cb|c%2Cd|e%3Df'],
        [{c_empty: []}, '']
    ])('serialiseRefine(%j) is %j and parses back', (refine, text) => {
        expect(serialiseRefine(refine)).toBe(text)
        expect(parseRefine(text)).toEqual(
            Object.fromEntries(Object.entries(refine).filter(([, v]) => v.length))
        )
    })
})

describe('listing query (spec 001 §9 "Listing default: limit 24, offset 0, sort best-matches")', () => {
    test('the filter banner form round-trips', () => {
        const search = '?limit=24&refine=c_product-type=A|B,c_size=X|Y,other=value&sort=best-matches'
        const query = parseListingQuery(search)
        expect(query).toEqual({
            refine: {'c_product-type': ['A', 'B'], c_size: ['X', 'Y'], other: ['value']},
            limit: 24,
            offset: 0,
            sort: 'best-matches',
            rest: []
        })
        expect(serialiseListingQuery(query)).toBe(search)
    })

    test.each([
        ['', {limit: 24, offset: 0, sort: 'best-matches'}],
        ['?limit=48&offset=24&sort=price-low-to-high', {limit: 48, offset: 24, sort: 'price-low-to-high'}],
        ['limit=abc&offset=-5', {limit: 24, offset: 0}],
        ['limit=0&offset=1.5', {limit: 24, offset: 0}],
        ['limit=99999999999999999999', {limit: 24}],
        ['sort=&offset=%zz', {sort: 'best-matches', offset: 0}]
    ])('defaults for malformed values: %j', (search, expected) => {
        expect(effectiveListingQuery(parseListingQuery(search))).toMatchObject(expected)
    })

    test('other parameters are kept', () => {
        const query = parseListingQuery('q=black%20tee&refine=c_size=S&src=email')
        expect(query.rest).toEqual([
            ['q', 'black tee'],
            ['src', 'email']
        ])
        expect(serialiseListingQuery(query)).toBe('?refine=c_size=S&q=black%20tee&src=email')
    })

    test('an empty query writes nothing', () => {
        expect(serialiseListingQuery({refine: {}, offset: 0, rest: []})).toBe('')
    })
})

describe('refinement toggling (spec 000 §4, spec 001 §4.5)', () => {
    const base: ListingQuery = {
        refine: {c_size: ['S']},
        limit: 24,
        offset: 48,
        sort: 'price-high-to-low',
        rest: [['q', 'tee']]
    }

    test.each<[string, ListingQuery, string, string, string]>([
        [
            '"multi-select adds" a value',
            base,
            'c_size',
            'M',
            '?limit=24&refine=c_size=S|M&sort=price-high-to-low&q=tee'
        ],
        [
            'multi-select adds another attribute',
            base,
            'c_color',
            'black',
            '?limit=24&refine=c_size=S,c_color=black&sort=price-high-to-low&q=tee'
        ],
        [
            '"or removes" a value',
            {...base, refine: {c_size: ['S', 'M']}},
            'c_size',
            'S',
            '?limit=24&refine=c_size=M&sort=price-high-to-low&q=tee'
        ],
        ['"if none remain, refine, limit and sort are dropped"', base, 'c_size', 'S', '?q=tee'],
        [
            '"single-select replaces"',
            {...base, refine: {price: ['(0..50)']}},
            'price',
            '(50..100)',
            '?limit=24&refine=price=(50..100)&sort=price-high-to-low&q=tee'
        ],
        [
            '"or removes if already selected"',
            {...base, refine: {c_isSale: ['true'], c_size: ['S']}},
            'c_isSale',
            'true',
            '?limit=24&refine=c_size=S&sort=price-high-to-low&q=tee'
        ],
        [
            'c_isNew is single choice',
            {...base, refine: {c_isNew: ['true']}},
            'c_isNew',
            'false',
            '?limit=24&refine=c_isNew=false&sort=price-high-to-low&q=tee'
        ],
        [
            'a first refinement brings the default limit and sort',
            {refine: {}, offset: 0, rest: []},
            'c_size',
            'S',
            '?limit=24&refine=c_size=S&sort=best-matches'
        ]
    ])('%s ("Offset is reset")', (_name, query, attribute, value, expected) => {
        const next = toggleRefinement(query, attribute, value)
        expect(next.offset).toBe(0)
        expect(serialiseListingQuery(next)).toBe(expected)
    })

    test('the input is not changed', () => {
        const refine = {c_size: ['S']}
        toggleRefinementValue(refine, 'c_size', 'M')
        expect(refine).toEqual({c_size: ['S']})
    })

    test('selected values', () => {
        expect(isRefinementSelected({c_size: ['S']}, 'c_size', 'S')).toBe(true)
        expect(isRefinementSelected({c_size: ['S']}, 'c_size', 'M')).toBe(false)
        expect(isRefinementSelected({}, 'c_color', 'S')).toBe(false)
    })

    test('"Price, c_isSale and c_isNew are single choice"', () => {
        expect(['price', 'c_isSale', 'c_isNew', 'c_size'].map(isSingleChoice)).toEqual([
            true,
            true,
            true,
            false
        ])
    })

    test('"a selection with no filter value clears all"; sorting goes back to the first page', () => {
        expect(serialiseListingQuery(clearRefinements(base))).toBe('?q=tee')
        expect(changeSort(base, 'newest')).toMatchObject({sort: 'newest', offset: 0, refine: {c_size: ['S']}})
    })
})
