import {productFixture} from './product-fixture'
import {
    attributeOptions,
    bagAvailability,
    colourOptions,
    findVariant,
    hasLegLengthSelector,
    normaliseSelection
} from './variation-model'

const product = productFixture()
const states = (attribute: string, selection: Record<string, string | undefined>) =>
    Object.fromEntries(
        attributeOptions(product, attribute, selection).map((option) => [option.value, option.state])
    )

describe('colour options', () => {
    test('colours are hidden unless their group is orderable or searchable-if-unavailable (spec 000 §5)', () => {
        expect(colourOptions(product).map((option) => option.value)).toEqual(['black', 'stone', 'navy'])
    })

    test('a shown colour without any buyable variant is marked out of stock', () => {
        expect(colourOptions(product).find((option) => option.value === 'navy')?.state).toBe('out-of-stock')
    })
})

describe('attribute values are disabled when no variant is available for the chosen colour, size and leg-length', () => {
    test.each([
        [
            {color: 'black', 'leg-length': '7-8'},
            {S: 'available', M: 'available', L: 'available'}
        ],
        [
            {color: 'black', 'leg-length': 'full'},
            {S: 'available', M: 'out-of-stock', L: 'coming-soon'}
        ],
        [
            {color: 'stone', 'leg-length': '7-8'},
            {S: 'available', M: 'available', L: 'unavailable'}
        ],
        [
            {color: 'navy', 'leg-length': '7-8'},
            {S: 'coming-soon', M: 'coming-soon', L: 'unavailable'}
        ]
    ])('sizes for %j', (selection, expected) => {
        expect(states('size', selection)).toEqual(expected)
    })

    test('leg lengths follow the chosen colour and size', () => {
        expect(states('leg-length', {color: 'stone'})).toEqual({'7-8': 'available', full: 'unavailable'})
        expect(states('leg-length', {color: 'black', size: 'M'})).toEqual({
            '7-8': 'available',
            full: 'out-of-stock'
        })
    })

    test('out-of-stock and coming-soon sizes carry the popover wording (spec 001 §8)', () => {
        const options = attributeOptions(product, 'size', {color: 'black', 'leg-length': 'full'})
        expect(options.map((option) => option.popover)).toEqual([undefined, 'OUT OF STOCK', 'COMING SOON'])
    })
})

describe('leg-length selector', () => {
    test('appears only when more than one length exists', () => {
        expect(hasLegLengthSelector(product)).toBe(true)
        const single = productFixture({
            variationAttributes: product.variationAttributes?.map((attribute) =>
                attribute.id === 'leg-length'
                    ? {...attribute, values: attribute.values?.slice(0, 1)}
                    : attribute
            )
        })
        expect(hasLegLengthSelector(single)).toBe(false)
        expect(hasLegLengthSelector(productFixture({variationAttributes: []}))).toBe(false)
    })
})

describe('selection', () => {
    test('defaults to the first buyable colour and length, without a size', () => {
        expect(normaliseSelection(product, {})).toEqual({color: 'black', 'leg-length': '7-8'})
    })

    test('a hidden colour from the URL falls back to the first shown colour', () => {
        expect(normaliseSelection(product, {color: 'pink'}).color).toBe('black')
    })

    test('a length the colour does not come in moves to one it does; a size it lacks is dropped', () => {
        expect(normaliseSelection(product, {color: 'stone', 'leg-length': 'full', size: 'L'})).toEqual({
            color: 'stone',
            'leg-length': '7-8'
        })
    })

    test('an out-of-stock size stays chosen (the button then says so)', () => {
        expect(normaliseSelection(product, {color: 'black', 'leg-length': 'full', size: 'M'}).size).toBe('M')
    })

    test('the variant is found once every attribute is chosen', () => {
        expect(findVariant(product, {color: 'black', 'leg-length': '7-8'})).toBeUndefined()
        expect(findVariant(product, {color: 'black', 'leg-length': '7-8', size: 'M'})?.productId).toBe(
            'M1_black_7-8_M'
        )
    })
})

describe('add-to-bag availability', () => {
    test.each([
        [{color: 'black', 'leg-length': '7-8'}, false, false, 'M1_black'],
        [{color: 'black', 'leg-length': 'full', size: 'M'}, true, false, 'M1_black_full_M'],
        [{color: 'black', 'leg-length': 'full', size: 'L'}, true, true, 'M1_black_full_L'],
        [{color: 'navy', 'leg-length': '7-8'}, true, true, 'M1_navy']
    ])(
        '%j -> out of stock %s, coming soon %s, notify %s',
        (selection, outOfStock, comingSoon, notifyProductId) => {
            expect(bagAvailability(product, selection)).toEqual({outOfStock, comingSoon, notifyProductId})
        }
    )
})
