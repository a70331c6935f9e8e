import {variationLabels} from './order-line-list'

const product = {
    id: 'VL10001-black-7-8-XS',
    variationAttributes: [
        {id: 'color', name: 'Colour', values: [{value: 'black', name: 'Black'}]},
        {id: 'leg-length', name: 'Leg Length', values: [{value: '7-8', name: '7/8'}]},
        {id: 'size', name: 'Size', values: [{value: 'XS', name: 'XS'}]}
    ]
}

describe('variationLabels', () => {
    test("the product's value names, in the line's order ('Black · 7/8 · XS', not 'black · 7-8 · XS')", () => {
        expect(variationLabels({color: 'black', 'leg-length': '7-8', size: 'XS'}, product)).toEqual([
            'Black',
            '7/8',
            'XS'
        ])
    })

    test('the stored values while the product is unknown, without empty ones', () => {
        expect(variationLabels({color: 'black', size: ''}, undefined)).toEqual(['black'])
        expect(variationLabels(undefined, product)).toEqual([])
    })
})
