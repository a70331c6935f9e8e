import {useState} from 'react'
import {Button} from '@chakra-ui/react'
import {act, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import {COLLAPSE_MS, DisclosureItem, Popover} from '.'

const Section = ({defaultOpen = false}: {defaultOpen?: boolean}) => {
    const [open, setOpen] = useState(defaultOpen)
    return (
        <DisclosureItem title="Fabric" open={open} onToggle={() => setOpen((value) => !value)}>
            <p>Recycled nylon</p>
        </DisclosureItem>
    )
}

describe('disclosure item (accordion section)', () => {
    test('a heading button controls a labelled region, hidden while closed', () => {
        jest.useFakeTimers()
        try {
            renderWithProviders(<Section />)
            const button = screen.getByRole('button', {name: 'Fabric'})
            expect(button.closest('h2')).not.toBeNull()
            expect(button).toHaveAttribute('aria-expanded', 'false')
            expect(screen.getByText('Recycled nylon')).not.toBeVisible()
            act(() => button.click())
            expect(button).toHaveAttribute('aria-expanded', 'true')
            const region = screen.getByRole('region', {name: 'Fabric'})
            expect(region).toHaveAttribute('id', button.getAttribute('aria-controls'))
            expect(screen.getByText('Recycled nylon')).toBeVisible()
            act(() => button.click())
            // Hidden once the closing transition has run.
            act(() => void jest.advanceTimersByTime(COLLAPSE_MS))
            expect(screen.getByText('Recycled nylon')).not.toBeVisible()
        } finally {
            jest.useRealTimers()
        }
    })

    test('open from the start on the server and on first paint', () => {
        renderWithProviders(<Section defaultOpen />)
        expect(screen.getByRole('button', {name: 'Fabric'})).toHaveAttribute('aria-expanded', 'true')
        expect(screen.getByText('Recycled nylon')).toBeVisible()
    })
})

describe('popover', () => {
    const renderPopover = () =>
        renderWithProviders(
            <>
                <Popover label="Colour" renderTrigger={(trigger) => <Button {...trigger}>Colour</Button>}>
                    <button type="button">Black</button>
                </Popover>
                <button type="button">Elsewhere</button>
            </>
        )

    test('opens a named dialog with focus inside; Escape closes it and returns focus to the button', async () => {
        renderPopover()
        const button = screen.getByRole('button', {name: 'Colour'})
        expect(button).toHaveAttribute('aria-haspopup', 'dialog')
        await userEvent.click(button)
        const dialog = screen.getByRole('dialog', {name: 'Colour'})
        expect(button).toHaveAttribute('aria-expanded', 'true')
        expect(button).toHaveAttribute('aria-controls', dialog.id)
        expect(screen.getByRole('button', {name: 'Black'})).toHaveFocus()
        await userEvent.keyboard('{Escape}')
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        expect(button).toHaveFocus()
    })

    test('a press outside or tabbing away closes it', async () => {
        renderPopover()
        const button = screen.getByRole('button', {name: 'Colour'})
        await userEvent.click(button)
        await userEvent.click(document.body)
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        await userEvent.click(button)
        await userEvent.tab()
        expect(screen.getByRole('button', {name: 'Elsewhere'})).toHaveFocus()
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
})
