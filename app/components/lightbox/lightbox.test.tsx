import {fireEvent, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import Lightbox from './lightbox'

const images = (count: number) =>
    Array.from({length: count}, (_, index) => ({
        url: `https://img.example/${index + 1}.jpg`,
        alt: `Image ${index + 1}`
    }))

const renderLightbox = (count = 3, startIndex = 0, onClose = jest.fn()) => {
    renderWithProviders(
        <Lightbox
            isOpen
            onClose={onClose}
            images={images(count)}
            startIndex={startIndex}
            productName="Sculpt Leggings"
        />
    )
    return {onClose, dialog: screen.getByRole('dialog')}
}

const shownImage = () => screen.getByRole('button', {name: /zoom/i}).querySelector('img')?.getAttribute('alt')

describe('Lightbox (spec 001 §4.5)', () => {
    test('arrow keys and buttons move between images and the index wraps', async () => {
        const {dialog} = renderLightbox(3, 0)
        expect(shownImage()).toBe('Image 1')
        fireEvent.keyDown(dialog, {key: 'ArrowLeft'})
        expect(shownImage()).toBe('Image 3')
        fireEvent.keyDown(dialog, {key: 'ArrowRight'})
        expect(shownImage()).toBe('Image 1')
        await userEvent.click(screen.getByRole('button', {name: 'Next image'}))
        expect(shownImage()).toBe('Image 2')
        await userEvent.click(screen.getByRole('button', {name: 'Previous image'}))
        await userEvent.click(screen.getByRole('button', {name: 'Previous image'}))
        expect(shownImage()).toBe('Image 3')
    })

    test('zoom toggles on click or Enter/Space, arrows are ignored while zoomed, and moving resets zoom', async () => {
        const {dialog} = renderLightbox(3, 1)
        const stage = () => screen.getByRole('button', {name: /zoom/i})
        await userEvent.click(stage())
        expect(stage()).toHaveAttribute('aria-pressed', 'true')
        fireEvent.keyDown(dialog, {key: 'ArrowRight'})
        expect(shownImage()).toBe('Image 2')
        await userEvent.click(stage())
        expect(stage()).toHaveAttribute('aria-pressed', 'false')
        // Enter and Space on the dialog (not on a button) toggle zoom.
        fireEvent.keyDown(dialog, {key: 'Enter'})
        expect(stage()).toHaveAttribute('aria-pressed', 'true')
        fireEvent.keyDown(dialog, {key: ' '})
        expect(stage()).toHaveAttribute('aria-pressed', 'false')
        fireEvent.keyDown(dialog, {key: 'Enter'})
        await userEvent.click(screen.getByRole('button', {name: 'Next image'}))
        expect(shownImage()).toBe('Image 3')
        expect(stage()).toHaveAttribute('aria-pressed', 'false')
    })

    test('the arrow keys keep working from the focused image as the shopper moves along', async () => {
        const user = userEvent.setup()
        renderLightbox(3, 0)
        const stage = await screen.findByRole('button', {name: /zoom/i})
        expect(stage).toHaveFocus()
        await user.keyboard('{ArrowRight}')
        expect(shownImage()).toBe('Image 2')
        await user.keyboard('{ArrowRight}')
        expect(shownImage()).toBe('Image 3')
        await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
        expect(shownImage()).toBe('Image 3')
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)
    })

    test('two images are duplicated to four', () => {
        renderLightbox(2)
        expect(document.querySelectorAll('[data-lightbox-slide]')).toHaveLength(4)
        expect(within(screen.getByRole('dialog')).getByText('1 / 2')).toBeInTheDocument()
    })

    test('Escape or the close button closes', async () => {
        const {dialog, onClose} = renderLightbox(3)
        fireEvent.keyDown(dialog, {key: 'Escape'})
        expect(onClose).toHaveBeenCalledTimes(1)
        await userEvent.click(screen.getByRole('button', {name: 'Close'}))
        expect(onClose).toHaveBeenCalledTimes(2)
    })

    test('focus starts on the image and stays inside the dialog', async () => {
        renderLightbox(3)
        expect(await screen.findByRole('button', {name: /zoom/i})).toHaveFocus()
        await userEvent.tab()
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)
    })
})
