import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {REFINEMENTS} from '../../pages/product-list/listing-test-utils'
import {renderWithProviders} from '../../test-utils/render'
import {refinementGroups, selectedChips} from './refinement-model'
import {RefinementValues} from './refinement-values'
import {SelectedChips} from './selected-chips'

const groupsFor = (selected: Record<string, string[]> = {}) => refinementGroups(REFINEMENTS, selected)

describe('refinement groups', () => {
    test('"Only refinement values with hitCount above zero are shown"; empty groups are dropped', () => {
        const groups = groupsFor()
        expect(groups.map((group) => group.attributeId)).toEqual([
            'c_refinementColor',
            'c_size',
            'price',
            'c_isSale'
        ])
        expect(groups[0].options.map((option) => option.value)).toEqual(['Black', 'Green'])
    })

    test('"Single choice applies to price, c_isSale and c_isNew; others allow multiple"', () => {
        expect(groupsFor().map((group) => [group.attributeId, group.singleChoice])).toEqual([
            ['c_refinementColor', false],
            ['c_size', false],
            ['price', true],
            ['c_isSale', true]
        ])
    })

    test('the category refinement is only offered where asked for (search)', () => {
        const withCategory = [
            {attributeId: 'cgid', label: 'Category', values: [{value: 'tops', label: 'Tops', hitCount: 2}]}
        ]
        expect(refinementGroups(withCategory, {})).toEqual([])
        expect(refinementGroups(withCategory, {}, {showCategory: true})).toHaveLength(1)
    })

    test('chips carry the platform’s labels, or the raw value', () => {
        expect(
            selectedChips({price: ['(0..50)'], c_size: ['XXS'], isAppExclusive: ['false']}, REFINEMENTS)
        ).toEqual([
            {attributeId: 'price', attributeLabel: 'Price', value: '(0..50)', label: '£0 - £49.99'},
            {attributeId: 'c_size', attributeLabel: 'Size', value: 'XXS', label: 'XXS'}
        ])
    })
})

describe('refinement values', () => {
    test('colours show as swatches; every value is a toggle naming its count', async () => {
        const onToggle = jest.fn()
        const [colour] = groupsFor({c_refinementColor: ['Green']})
        renderWithProviders(<RefinementValues group={colour} onToggle={onToggle} />)
        expect(screen.getByRole('button', {name: 'Green, 4 products'})).toHaveAttribute(
            'aria-pressed',
            'true'
        )
        await userEvent.click(screen.getByRole('button', {name: 'Black, 30 products'}))
        expect(onToggle).toHaveBeenCalledWith('c_refinementColor', 'Black')
    })

    test('single-choice values toggle the same way (the rule decides replace or remove)', async () => {
        const onToggle = jest.fn()
        const price = groupsFor({price: ['(0..50)']})[2]
        renderWithProviders(<RefinementValues group={price} onToggle={onToggle} />)
        await userEvent.click(screen.getByRole('button', {name: '£0 - £49.99, 10 products'}))
        expect(onToggle).toHaveBeenLastCalledWith('price', '(0..50)')
    })
})

describe('selected chips', () => {
    test('each chip removes its value; Clear all clears everything', async () => {
        const onRemove = jest.fn()
        const onClearAll = jest.fn()
        renderWithProviders(
            <SelectedChips
                chips={selectedChips({c_size: ['S', 'M']}, REFINEMENTS)}
                onRemove={onRemove}
                onClearAll={onClearAll}
            />
        )
        await userEvent.click(screen.getByRole('button', {name: 'Remove filter: Size M'}))
        expect(onRemove).toHaveBeenCalledWith('c_size', 'M')
        await userEvent.click(screen.getByRole('button', {name: 'Clear all'}))
        expect(onClearAll).toHaveBeenCalled()
    })

    test('nothing chosen shows nothing', () => {
        const {container} = renderWithProviders(
            <SelectedChips chips={[]} onRemove={jest.fn()} onClearAll={jest.fn()} />
        )
        expect(container.querySelector('button')).toBeNull()
    })
})
