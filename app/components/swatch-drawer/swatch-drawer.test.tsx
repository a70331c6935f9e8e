import {fireEvent, screen, within} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {productFixture} from '../variation-selector/product-fixture'
import type {ProductDoc} from '../variation-selector/product-document'
import {VariationPanel} from '../variation-selector/variation-panel'

/** A product in `count` colours, each with one buyable size. */
const productInColours = (count: number): ProductDoc => {
    const colours = Array.from({length: count}, (_, index) => `c${index + 1}`)
    return productFixture({
        variationAttributes: [
            {id: 'color', values: colours.map((value) => ({value, name: `Colour ${value}`}))},
            {id: 'size', values: [{value: 'S'}, {value: 'M'}]}
        ],
        variants: colours.flatMap((colour) =>
            ['S', 'M'].map((size) => ({
                productId: `${colour}-${size}`,
                orderable: true,
                variationValues: {color: colour, size}
            }))
        ),
        variationGroups: colours.map((colour) => ({
            productId: `g-${colour}`,
            orderable: true,
            variationValues: {color: colour}
        }))
    })
}

const renderPanel = (product: ProductDoc, isQuickView = false, onSelect = jest.fn()) => {
    renderWithProviders(
        <VariationPanel
            product={product}
            selection={{color: 'c1'}}
            onSelect={onSelect}
            idPrefix="t"
            isQuickView={isQuickView}
        />
    )
    return onSelect
}

describe('swatch drawer (spec 001 §4.5, §9: above 7 colours)', () => {
    test('7 colours stay inline as a radio group', () => {
        renderPanel(productInColours(7))
        expect(screen.getAllByRole('radio', {name: /Colour c/})).toHaveLength(7)
        expect(screen.queryByRole('button', {name: /Colour: Colour c1/})).not.toBeInTheDocument()
    })

    test("8 colours move into the 'Choose colour' drawer, confirmed with 'Select colour'", async () => {
        const onSelect = renderPanel(productInColours(8))
        expect(screen.queryAllByRole('radio', {name: /Colour c/})).toHaveLength(0)
        fireEvent.click(screen.getByRole('button', {name: /Colour: Colour c1/}))
        const drawer = await screen.findByRole('dialog', {name: 'Choose colour'})
        expect(within(drawer).getAllByRole('radio')).toHaveLength(8)
        fireEvent.click(within(drawer).getByRole('radio', {name: 'Colour c5'}))
        expect(onSelect).not.toHaveBeenCalled()
        fireEvent.click(within(drawer).getByRole('button', {name: 'Select colour'}))
        expect(onSelect).toHaveBeenCalledWith('color', 'c5')
    })

    test('never in the quick view', () => {
        renderPanel(productInColours(9), true)
        expect(screen.getAllByRole('radio', {name: /Colour c/})).toHaveLength(9)
    })
})

describe('variation panel', () => {
    test('hidden colours are not offered; the leg-length tip shows for leggings', () => {
        renderWithProviders(
            <VariationPanel
                product={productFixture()}
                selection={{color: 'black', 'leg-length': '7-8'}}
                onSelect={jest.fn()}
                idPrefix="t"
            />
        )
        expect(
            screen
                .getAllByRole('radio', {name: /Black|Stone|Navy|Pink/})
                .map((radio) => radio.getAttribute('value'))
        ).toEqual(['black', 'stone', 'navy'])
        expect(screen.getByRole('group', {name: /Leg length/})).toBeInTheDocument()
        expect(screen.getByText('Tip: 5\'4" or under? Try 7/8 as full length')).toBeInTheDocument()
    })

    test('sizes without a buyable variant are disabled; coming soon stays choosable; popovers name why', () => {
        const onSelect = jest.fn()
        renderWithProviders(
            <VariationPanel
                product={productFixture()}
                selection={{color: 'black', 'leg-length': 'full'}}
                onSelect={onSelect}
                idPrefix="t"
            />
        )
        const sizes = within(screen.getByRole('group', {name: /Size/}))
        expect(sizes.getByRole('radio', {name: 'S'})).toBeEnabled()
        expect(sizes.getByRole('radio', {name: 'M, OUT OF STOCK'})).toBeDisabled()
        expect(sizes.getByRole('radio', {name: 'L, COMING SOON'})).toBeEnabled()
        fireEvent.click(sizes.getByRole('radio', {name: 'L, COMING SOON'}))
        expect(onSelect).toHaveBeenCalledWith('size', 'L')
    })

    test('no leg-length selector with a single length', () => {
        const product = productFixture()
        const single = productFixture({
            variationAttributes: product.variationAttributes?.map((attribute) =>
                attribute.id === 'leg-length'
                    ? {...attribute, values: attribute.values?.slice(0, 1)}
                    : attribute
            )
        })
        renderWithProviders(
            <VariationPanel product={single} selection={{color: 'black'}} onSelect={jest.fn()} idPrefix="t" />
        )
        expect(screen.queryByRole('group', {name: /Leg length/})).not.toBeInTheDocument()
    })
})
