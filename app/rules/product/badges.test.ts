import {
    chooseBadge,
    chooseSlotBadges,
    isWithinTimeframes,
    needsRealTimeValues,
    nextBadgeChange,
    type BadgeRulesBySlot,
    realTimeConditionsPass,
    type AddBadgeRule,
    type ReplaceBadgeRule
} from './badges'

const now = new Date('2026-06-15T12:00:00Z')

describe('badge choice (spec 000 §4 "lowest priority number wins; time-based or real-time badges show only if conditions pass")', () => {
    const add: AddBadgeRule[] = [
        {products: ['VL1'], label: 'New', priority: 5, 'background-color': '#000', 'font-color': '#fff'},
        {products: ['VL1', 'VL2'], label: 'Bestseller', priority: 2},
        {
            products: ['VL3'],
            label: 'Flash sale',
            priority: 1,
            timeframes: [{start: '2026-06-15T00:00:00Z', end: '2026-06-16T00:00:00Z'}]
        },
        {products: ['VL3'], label: 'Last chance', priority: 3},
        {
            products: ['VL4'],
            label: 'Expired',
            priority: 1,
            timeframes: [{start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z'}]
        },
        {
            products: ['VL5'],
            label: 'Low stock',
            priority: 1,
            realTimefields: [{field: 'stock', operator: 'lt', value: 5}]
        }
    ]
    const replace: ReplaceBadgeRule[] = [
        {search: 'sale', label: 'Summer Sale', priority: 4, 'background-color': 'red'}
    ]

    test.each<[string, string[], string | undefined, Record<string, number> | undefined, object | undefined]>(
        [
            ['"lowest priority number wins"', ['VL1'], undefined, undefined, {label: 'Bestseller'}],
            ['colours are carried', ['VL9', 'VL1'], 'x', undefined, {label: 'Bestseller'}],
            [
                'a time-framed badge inside its window wins',
                ['VL3'],
                undefined,
                undefined,
                {label: 'Flash sale'}
            ],
            [
                'a time-framed badge outside its window does not show',
                ['VL4'],
                undefined,
                undefined,
                undefined
            ],
            [
                'a real-time badge shows when its condition passes',
                ['VL5'],
                undefined,
                {stock: 2},
                {label: 'Low stock'}
            ],
            [
                'a real-time badge is hidden when its condition fails',
                ['VL5'],
                undefined,
                {stock: 9},
                undefined
            ],
            ['a real-time badge is hidden without the live value', ['VL5'], undefined, undefined, undefined],
            [
                'a replace rule swaps a matching platform badge',
                ['VL8'],
                'SALE',
                undefined,
                {label: 'Summer Sale', backgroundColor: 'red'}
            ],
            ['an unmatched platform badge stays', ['VL8'], 'Online only', undefined, {label: 'Online only'}],
            [
                'add rules beat a replace rule with a higher number',
                ['VL2'],
                'sale',
                undefined,
                {label: 'Bestseller'}
            ],
            ['no badge at all', ['VL8'], '  ', undefined, undefined]
        ]
    )('%s', (_name, productIds, currentLabel, realTimeValues, expected) => {
        expect(chooseBadge({productIds, currentLabel, now, realTimeValues}, add, replace)).toEqual(expected)
    })

    test('the badge carries its colours', () => {
        expect(chooseBadge({productIds: ['VL1'], now}, [add[0]])).toEqual({
            label: 'New',
            backgroundColor: '#000',
            fontColor: '#fff'
        })
    })

    test('ties go to the first rule; a rule without a priority loses', () => {
        const rules: AddBadgeRule[] = [
            {products: ['A'], label: 'No priority'},
            {products: ['A'], label: 'First', priority: 1},
            {products: ['A'], label: 'Second', priority: 1}
        ]
        expect(chooseBadge({productIds: ['A'], now}, rules)?.label).toBe('First')
    })

    test.each([
        [undefined, true],
        [[], true],
        [[{start: '2026-06-15T12:00:00Z'}], true],
        [[{end: '2026-06-15T12:00:00Z'}], false],
        [[{start: 'not a date'}], false],
        [[{start: Date.parse('2026-01-01'), end: Date.parse('2027-01-01')}], true],
        [[{end: '2026-01-01'}, {start: '2026-06-01'}], true]
    ])('timeframes %j at noon 15 June 2026 → %s', (timeframes, shown) => {
        expect(isWithinTimeframes(timeframes, now)).toBe(shown)
    })

    test.each([
        ['lt', 5, 4, true],
        ['lte', 5, 5, true],
        ['gt', 5, 5, false],
        ['gte', 5, 5, true],
        ['eq', 'yes', 'yes', true],
        ['ne', 'yes', 'yes', false],
        ['lt', 5, 'four', false]
    ] as const)('real-time %s %s with %s → %s', (operator, value, actual, passes) => {
        expect(realTimeConditionsPass([{field: 'f', operator, value}], {f: actual})).toBe(passes)
    })
})

describe('badge slots (spec 000 §3 "c_productBadges (topLeft, topRight, bottomLeft, bottomRight)")', () => {
    const rules: BadgeRulesBySlot = {
        topLeft: {
            add: [
                {
                    products: ['VL1'],
                    label: 'Black Friday',
                    priority: 0,
                    timeframes: [{start: '2026-11-27T00:00:00Z', end: '2026-12-01T00:00:00Z'}]
                }
            ],
            replace: [{search: 'New', label: 'Just Landed', priority: 5}]
        },
        bottomLeft: {
            add: [
                {
                    products: ['VL2'],
                    label: 'Low Stock',
                    priority: 2,
                    realTimefields: [{field: 'stockLevel', operator: 'lt', value: 5}]
                }
            ],
            replace: []
        }
    }

    test('every slot is decided on its own: rules, platform labels and empty slots', () => {
        expect(
            chooseSlotBadges(
                {productIds: ['VL2'], now, realTimeValues: {stockLevel: 3}},
                {topLeft: 'New', topRight: 'Bestseller', bottomRight: 'App Exclusive'},
                rules
            )
        ).toEqual({
            topLeft: {label: 'Just Landed'},
            topRight: {label: 'Bestseller'},
            bottomLeft: {label: 'Low Stock'},
            bottomRight: {label: 'App Exclusive'}
        })
    })

    test('a scheduled badge appears inside its window and is gone after it', () => {
        const at = (iso: string) => chooseSlotBadges({productIds: ['VL1'], now: new Date(iso)}, {}, rules)
        expect(at('2026-11-26T23:59:59Z')).toEqual({})
        expect(at('2026-11-27T00:00:00Z')).toEqual({topLeft: {label: 'Black Friday'}})
        expect(at('2026-12-01T00:00:00Z')).toEqual({})
    })

    test.each([
        ['2026-06-15T12:00:00Z', Date.parse('2026-11-27T00:00:00Z')],
        ['2026-11-28T00:00:00Z', Date.parse('2026-12-01T00:00:00Z')],
        ['2026-12-02T00:00:00Z', undefined]
    ])('the next badge change after %s', (iso, expected) => {
        expect(nextBadgeChange(rules, new Date(iso))).toBe(expected)
    })

    test('live values are needed only when a real-time rule could apply', () => {
        expect(needsRealTimeValues(rules, ['VL2'])).toBe(true)
        expect(needsRealTimeValues(rules, ['VL1', 'VL9'])).toBe(false)
    })
})
