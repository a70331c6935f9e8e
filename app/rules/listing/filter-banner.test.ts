import {
    clickFilterOption,
    filterAnalyticsEvent,
    filterCategoryNavigation,
    isOptionSelected,
    type FilterRowMode
} from './filter-banner'
import {parseListingQuery, serialiseListingQuery} from './listing-query'

const ALL = {filter: ''}
const LEGGINGS = {filter: 'c_productType=leggings'}
const TOPS = {filter: 'c_productType=tanks|t-shirts'}
const SIZE_S = {filter: 'c_size=S'}
const SIZE_M = {filter: 'c_size=M'}
const TYPES = [ALL, LEGGINGS, TOPS]
const SIZES = [SIZE_S, SIZE_M]

const click = (search: string, option: {filter: string}, row: {filter: string}[], mode: FilterRowMode) => {
    const {query, action} = clickFilterOption(parseListingQuery(search), option, row, mode)
    return {url: serialiseListingQuery(query), action}
}

describe('filter banner clicks (spec 001 §2.6, §4.5)', () => {
    test.each([
        [
            '"selecting changes the URL query" (?limit=24&refine=…&sort=best-matches)',
            '',
            SIZE_M,
            SIZES,
            'multiple',
            '?limit=24&refine=c_size=M&sort=best-matches',
            'selection'
        ],
        [
            '"Filter buttons toggle selected and unselected": a second option adds its values',
            '?limit=24&refine=c_size=M&sort=best-matches',
            SIZE_S,
            SIZES,
            'multiple',
            '?limit=24&refine=c_size=M|S&sort=best-matches',
            'selection'
        ],
        [
            'clicking a selected option deselects it',
            '?limit=24&refine=c_size=M|S&sort=best-matches',
            SIZE_M,
            SIZES,
            'multiple',
            '?limit=24&refine=c_size=S&sort=best-matches',
            'deselection'
        ],
        [
            'deselecting the last value drops refine, limit and sort',
            '?limit=24&refine=c_size=M&sort=best-matches',
            SIZE_M,
            SIZES,
            'multiple',
            '',
            'deselection'
        ],
        [
            '"a selection with no filter value clears all"',
            '?limit=24&refine=c_size=M,c_productType=leggings&sort=best-matches',
            ALL,
            TYPES,
            'multiple',
            '',
            'selection'
        ],
        [
            'an option naming several values selects them together',
            '',
            TOPS,
            TYPES,
            'multiple',
            '?limit=24&refine=c_productType=tanks|t-shirts&sort=best-matches',
            'selection'
        ],
        [
            '"Multi-type filter banner: at most one option selected": choosing another replaces it',
            '?limit=24&refine=c_productType=leggings,c_size=S&sort=best-matches',
            TOPS,
            TYPES,
            'single',
            '?limit=24&refine=c_size=S,c_productType=tanks|t-shirts&sort=best-matches',
            'selection'
        ],
        [
            '"clicking the selected one deselects it"',
            '?limit=24&refine=c_productType=leggings&sort=best-matches',
            LEGGINGS,
            TYPES,
            'single',
            '',
            'deselection'
        ],
        [
            'the shopper\'s own sort and the session parameters are kept; "Offset is reset"',
            '?limit=48&offset=24&sort=price-low-to-high&src=email',
            SIZE_S,
            SIZES,
            'multiple',
            '?limit=48&refine=c_size=S&sort=price-low-to-high&src=email',
            'selection'
        ]
    ] as const)('%s', (_, search, option, row, mode, url, action) => {
        expect(click(search, option, [...row], mode)).toEqual({url, action})
    })

    test('a malformed filter value is treated as "all" rather than breaking the listing', () => {
        expect(click('?refine=c_size=M', {filter: '=oops'}, SIZES, 'multiple').url).toBe('')
    })
})

describe('selection state follows the refine parameter (spec 001 §4.5 "Selections sync from the URL")', () => {
    const refine = parseListingQuery('?refine=c_size=M,c_productType=tanks|t-shirts').refine
    test.each([
        ['a refined value', SIZE_M, SIZES, true],
        ['a value not refined', SIZE_S, SIZES, false],
        ['an option whose values are all refined', TOPS, TYPES, true],
        ['"all" while an option of its row is selected', ALL, TYPES, false],
        ['"all" when its row has nothing selected', ALL, [ALL, LEGGINGS], true]
    ])('%s', (_, option, row, selected) => {
        expect(isOptionSelected(refine, option, row)).toBe(selected)
    })
})

describe('filter analytics event', () => {
    test('"filter selection or deselection, label, category navigation"', () => {
        expect(filterAnalyticsEvent('deselection', ' M ', '/shop/bottoms/leggings?refine=c_size=M')).toEqual({
            event: 'filterClick',
            filter: {action: 'deselection', label: 'M', categoryNavigation: 'shop/bottoms/leggings'}
        })
    })

    test('"category path in analytics 5 levels"', () => {
        expect(filterCategoryNavigation('/a/b/c/d/e/f/g')).toBe('a/b/c/d/e')
    })
})
