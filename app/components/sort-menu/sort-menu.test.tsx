import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import {SortMenu} from '.'

const options = [
    {id: 'best-matches', label: 'Best Matches'},
    {id: 'price-low-to-high', label: 'Price Low To High'},
    {id: 'c_custom', label: 'Editor’s picks'}
]

describe('sort menu', () => {
    test('shows the current order and offers the others as radio items', async () => {
        const onChange = jest.fn()
        renderWithProviders(<SortMenu options={options} value="best-matches" onChange={onChange} />)
        await userEvent.click(screen.getByRole('button', {name: 'Sort by: Recommended'}))
        const items = await screen.findAllByRole('menuitemradio')
        expect(items.map((item) => item.textContent)).toEqual([
            'Recommended',
            'Price: low to high',
            'Editor’s picks'
        ])
        expect(items[0]).toHaveAttribute('aria-checked', 'true')
        await userEvent.click(items[1])
        expect(onChange).toHaveBeenCalledWith('price-low-to-high')
    })

    test('choosing the current order changes nothing; an unknown value falls back to the first', async () => {
        const onChange = jest.fn()
        renderWithProviders(<SortMenu options={options} value="gone" onChange={onChange} />)
        await userEvent.click(screen.getByRole('button', {name: 'Sort by: Recommended'}))
        await userEvent.click((await screen.findAllByRole('menuitemradio'))[0])
        expect(onChange).not.toHaveBeenCalled()
    })

    test('keyboard: ArrowDown opens on the chosen order, arrows wrap, Escape closes back to the button', async () => {
        const onChange = jest.fn()
        renderWithProviders(<SortMenu options={options} value="price-low-to-high" onChange={onChange} />)
        const button = screen.getByRole('button', {name: 'Sort by: Price: low to high'})
        expect(button).toHaveAttribute('aria-haspopup', 'menu')
        button.focus()
        await userEvent.keyboard('{ArrowDown}')
        expect(button).toHaveAttribute('aria-expanded', 'true')
        expect(screen.getByRole('menu')).toHaveAttribute('aria-labelledby', button.id)
        expect(screen.getByRole('menuitemradio', {name: 'Price: low to high'})).toHaveFocus()
        await userEvent.keyboard('{ArrowDown}{ArrowDown}')
        expect(screen.getByRole('menuitemradio', {name: 'Recommended'})).toHaveFocus()
        await userEvent.keyboard('{Escape}')
        expect(screen.queryByRole('menu')).not.toBeInTheDocument()
        expect(button).toHaveFocus()
        await userEvent.keyboard('{ArrowUp}')
        expect(screen.getByRole('menuitemradio', {name: 'Editor’s picks'})).toHaveFocus()
        await userEvent.keyboard('{Enter}')
        expect(onChange).toHaveBeenCalledWith('c_custom')
        expect(button).toHaveFocus()
    })

    test('a press outside closes the menu without choosing', async () => {
        const onChange = jest.fn()
        renderWithProviders(<SortMenu options={options} value="best-matches" onChange={onChange} />)
        await userEvent.click(screen.getByRole('button', {name: 'Sort by: Recommended'}))
        expect(screen.getByRole('menu')).toBeInTheDocument()
        await userEvent.click(document.body)
        expect(screen.queryByRole('menu')).not.toBeInTheDocument()
        expect(onChange).not.toHaveBeenCalled()
    })

    test('without options there is no menu', () => {
        const {container} = renderWithProviders(
            <SortMenu options={[]} value="best-matches" onChange={jest.fn()} />
        )
        expect(container.querySelector('button')).toBeNull()
    })
})
