import {act, screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {scrollWindowTo, stubScrollingWindow} from '../../test-utils/scrolling-window'
import {MiniNotification} from './mini-notification'

describe('MiniNotification on phones', () => {
    beforeEach(() => stubScrollingWindow((media) => media.includes('max-width')))
    afterEach(() => jest.restoreAllMocks())

    const scrollTo = (y: number) => act(() => scrollWindowTo(y))

    test('slides out of the way while the shopper scrolls down, and back when they scroll up', () => {
        scrollTo(0)
        renderWithProviders(<MiniNotification copy="Get 10% off" onOpen={jest.fn()} onRemove={jest.fn()} />)
        const pill = screen.getByTestId('mini-notification')
        expect(pill).not.toHaveAttribute('data-yielding')
        scrollTo(500)
        expect(pill).toHaveAttribute('data-yielding')
        expect(pill).toHaveStyle({pointerEvents: 'none'})
        expect(getComputedStyle(pill).transform).toMatch(/translateX/)
        scrollTo(450)
        expect(pill).not.toHaveAttribute('data-yielding')
        expect(screen.getByRole('button', {name: 'Get 10% off'})).toBeVisible()
    })
})
