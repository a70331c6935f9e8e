import type {LineProduct} from '../../commerce/basket'
import {lineView} from './line-model'

const item = {
    itemId: 'i1',
    productId: 'VL100-black-7-8-M',
    c_variationValues: {color: 'black', 'leg-length': '7-8'}
}
const product = {
    id: 'VL100-black-7-8-M',
    name: 'Sculpt Legging',
    variationValues: {color: 'black', 'leg-length': '7-8'},
    variationAttributes: [
        {id: 'color', name: 'Colour', values: [{value: 'black', name: 'Black'}]},
        {id: 'leg-length', name: 'Leg Length', values: [{value: '7-8', name: '7/8'}]}
    ]
} as unknown as LineProduct

describe("a bag line's chosen values", () => {
    test.each([
        [
            'product loaded: display names',
            product,
            false,
            [
                {id: 'color', name: 'Colour', value: 'Black'},
                {id: 'leg-length', name: 'Leg Length', value: '7/8'}
            ],
            false
        ],
        ['product still loading: nothing yet (no raw ids)', undefined, true, [], true],
        [
            'product could not be loaded: the ids, so the shopper still sees what was chosen',
            undefined,
            false,
            [
                {id: 'color', name: undefined, value: 'black'},
                {id: 'leg-length', name: undefined, value: '7-8'}
            ],
            false
        ],
        ['a refetch after the product is known keeps the names', product, true, expect.any(Array), false]
    ])('%s', (_case, loaded, loading, attributes, pending) => {
        const view = lineView(item, loaded, [], loading)
        expect(view.attributes).toEqual(attributes)
        expect(view.attributesPending).toBe(pending)
    })
})
