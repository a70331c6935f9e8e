import {fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {Carousel} from './carousel'
import {arrowDisplay, scrollEdges, slideWidth} from './carousel-layout'

describe('carousel layout rules (spec 001 §9)', () => {
    test.each([
        [2, {base: 'none', md: 'none'}],
        [3, {base: 'flex', md: 'none'}],
        [4, {base: 'flex', md: 'flex'}],
        [0, {base: 'none', md: 'none'}]
    ])('%d products: arrows %j', (count, display) => {
        expect(arrowDisplay(count)).toEqual(display)
    })

    test.each([
        [2.25, '8px', 'calc((100% - 2 * 8px) / 2.25)'],
        [3, '16px', 'calc((100% - 2 * 16px) / 3)'],
        [1, '0px', 'calc((100% - 0 * 0px) / 1)']
    ])('slideWidth(%d, %s)', (perView, gap, width) => {
        expect(slideWidth(perView, gap)).toBe(width)
    })

    test.each([
        [0, 300, 900, {atStart: true, atEnd: false}],
        [300, 300, 900, {atStart: false, atEnd: false}],
        [600, 300, 900, {atStart: false, atEnd: true}],
        [0, 900, 900, {atStart: true, atEnd: true}]
    ])('scrollEdges(%d, %d, %d)', (left, width, total, edges) => {
        expect(scrollEdges(left, width, total)).toEqual(edges)
    })
})

describe('Carousel', () => {
    const scrollBy = jest.fn()
    beforeAll(() => {
        // jsdom has no layout: give every element a 300px view onto 900px of content.
        Object.defineProperty(HTMLElement.prototype, 'scrollBy', {configurable: true, value: scrollBy})
        Object.defineProperty(HTMLElement.prototype, 'clientWidth', {configurable: true, get: () => 300})
        Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {configurable: true, get: () => 900})
    })
    afterAll(() => {
        for (const name of ['scrollBy', 'clientWidth', 'scrollWidth']) {
            delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
        }
    })
    beforeEach(() => scrollBy.mockClear())

    const render = (count: number) =>
        renderWithProviders(
            <Carousel label="New arrivals" header={<h2>New arrivals</h2>}>
                {Array.from({length: count}, (_, index) => (
                    <span key={index}>Slide {index + 1}</span>
                ))}
            </Carousel>
        )

    test('is a labelled carousel region of labelled slides', () => {
        render(4)
        expect(screen.getByRole('region', {name: 'New arrivals'})).toHaveAttribute(
            'aria-roledescription',
            'carousel'
        )
        const slides = screen.getAllByRole('group')
        expect(slides).toHaveLength(4)
        expect(slides[1]).toHaveAttribute('aria-label', '2 of 4')
        expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide')
    })

    test('previous starts disabled; next pages forward by one view', () => {
        render(6)
        expect(screen.getByRole('button', {name: 'Previous'})).toBeDisabled()
        fireEvent.click(screen.getByRole('button', {name: 'Next'}))
        expect(scrollBy).toHaveBeenCalledWith({left: 300, behavior: 'smooth'})
    })

    test('arrow keys on the focused track page through the slides', () => {
        render(6)
        const track = screen.getByRole('list')
        fireEvent.keyDown(track, {key: 'ArrowRight'})
        fireEvent.keyDown(track, {key: 'ArrowLeft'})
        fireEvent.keyDown(track, {key: 'Enter'})
        expect(scrollBy).toHaveBeenCalledTimes(2)
    })
})
