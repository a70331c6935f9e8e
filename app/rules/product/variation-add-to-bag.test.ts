import {
    ADDED_TO_BAG_RESET_MS,
    addToBagClickAction,
    addToBagLabel,
    addToBagTransition,
    isAddToBagDisabled,
    type AddToBagView
} from './add-to-bag'
import {
    isComingSoon,
    isValueAvailable,
    showLegLengthSelector,
    sizePopoverLabel,
    visibleColours,
    type VariantLike
} from './variation-availability'

const variants: VariantLike[] = [
    {orderable: true, variationValues: {color: 'black', size: 'S', 'leg-length': 'regular'}},
    {orderable: true, variationValues: {color: 'black', size: 'M', 'leg-length': 'long'}},
    {orderable: false, variationValues: {color: 'black', size: 'L', 'leg-length': 'regular'}},
    {orderable: true, variationValues: {color: 'navy', size: 'L', 'leg-length': 'regular'}}
]

describe('variation availability (spec 001 §5.4 "Attribute values are disabled when no variant is available for the chosen colour, size and leg-length")', () => {
    test.each([
        ['size', ['S', 'M', 'L', 'XL'], {color: 'black'}, ['L', 'XL']],
        ['size', ['S', 'M', 'L'], {color: 'navy'}, ['S', 'M']],
        ['size', ['S', 'M', 'L'], {color: 'black', 'leg-length': 'long'}, ['S', 'L']],
        ['size', ['S', 'M', 'L'], {}, []],
        ['color', ['black', 'navy'], {size: 'L'}, ['black']],
        ['color', ['black', 'navy'], {size: 'L', color: 'black'}, ['black']],
        ['leg-length', ['regular', 'long'], {color: 'black', size: 'M'}, ['regular']]
    ])('%s values %j with %j → disabled %j', (attribute, values, selection, disabled) => {
        const unavailable = values.filter((value) => !isValueAvailable(attribute, value, variants, selection))
        expect(unavailable).toEqual(disabled)
    })

    test('a value with no variants at all is unavailable', () => {
        expect(isValueAvailable('size', 'S', [], {})).toBe(false)
    })

    test.each([
        [['regular'], false],
        [['regular', 'long'], true],
        [[], false],
        [undefined, false]
    ])(
        '"The leg-length selector appears only when more than one length exists": %j → %s',
        (values, shown) => {
            expect(showLegLengthSelector(values)).toBe(shown)
        }
    )

    test('"Colour options are hidden unless a variation group with that colour is orderable or searchable-if-unavailable"', () => {
        const colours = [{value: 'black'}, {value: 'navy'}, {value: 'red'}, {value: 'green'}, {value: 'pink'}]
        const groups = [
            {variationValues: {color: 'black'}, orderable: true},
            {variationValues: {color: 'navy'}, addToBag: {available: true}},
            {variationValues: {color: 'red'}, orderable: false, isSearchableIfUnavailable: true},
            {variationValues: {color: 'green'}, orderable: false}
        ]
        expect(visibleColours(colours, groups).map((colour) => colour.value)).toEqual([
            'black',
            'navy',
            'red'
        ])
    })

    test.each([
        ['Email me when this is in stock', true],
        [' email me when this is in stock ', true],
        ['Add to bag', false],
        ['', false],
        [undefined, false]
    ])(
        '"coming soon when its button title equals the \'Email me when this is in stock\' label": %j → %s',
        (title, soon) => {
            expect(isComingSoon(title)).toBe(soon)
        }
    )

    test("\"Popover 'OUT OF STOCK' or 'COMING SOON'\"", () => {
        expect(sizePopoverLabel(false, 'Email me when this is in stock')).toBe('COMING SOON')
        expect(sizePopoverLabel(false, 'Out of stock')).toBe('OUT OF STOCK')
        expect(sizePopoverLabel(true)).toBeUndefined()
    })
})

describe('add-to-bag button (spec 001 §4.5)', () => {
    test.each([
        ['idle', 'add', 'loading'],
        ['loading', 'add', 'loading'],
        ['loading', 'succeeded', 'success'],
        ['loading', 'failed', 'idle'],
        ['success', 'reset', 'idle'],
        ['idle', 'succeeded', 'idle'],
        ['idle', 'reset', 'idle'],
        ['success', 'add', 'loading']
    ] as const)('%s + %s → %s', (state, event, next) => {
        expect(addToBagTransition(state, event)).toBe(next)
    })

    test('"returns to idle after 2.5 seconds"', () => {
        expect(ADDED_TO_BAG_RESET_MS).toBe(2500)
    })

    const idle: AddToBagView = {state: 'idle', outOfStock: false, comingSoon: false}
    test.each<[string, Partial<AddToBagView>, string, boolean]>([
        ['in stock', {}, 'Add To Bag', false],
        ['success', {state: 'success'}, 'Added To Bag', false],
        ['loading', {state: 'loading'}, 'Add To Bag', true],
        ['out of stock', {outOfStock: true}, 'Out Of Stock', true],
        ['coming soon', {outOfStock: true, comingSoon: true}, 'Email Me When This Is In Stock', false],
        ['disabled by the caller', {disabledByCaller: true}, 'Add To Bag', true]
    ])('%s → %s, disabled %s', (_name, change, label, disabled) => {
        const view = {...idle, ...change}
        expect(addToBagLabel(view)).toBe(label)
        expect(isAddToBagDisabled(view)).toBe(disabled)
    })

    test.each([
        [{comingSoon: true, hasVariant: true, isQuickView: false}, 'open-back-in-stock'],
        [{comingSoon: false, hasVariant: false, isQuickView: true}, 'select-size-message'],
        [{comingSoon: false, hasVariant: false, isQuickView: false}, 'add'],
        [{comingSoon: false, hasVariant: true, isQuickView: true}, 'add']
    ])('click %j → %s', (input, action) => {
        expect(addToBagClickAction(input)).toBe(action)
    })
})
