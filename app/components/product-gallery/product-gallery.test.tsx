import {act, fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {ProductGallery} from './product-gallery'

/** Spec 001 §4.5: "Image carousel: 500 ms lock after arrow use; double tap within 200 ms toggles zoom." */
const images = [1, 2, 3].map((index) => ({url: `https://img.example/${index}.jpg`, alt: `View ${index}`}))
const scrollTo = jest.fn()
const onOpen = jest.fn()

beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {configurable: true, value: scrollTo})
})
afterAll(() => {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollTo
})
beforeEach(() => {
    jest.useFakeTimers()
    scrollTo.mockClear()
    onOpen.mockClear()
    renderWithProviders(<ProductGallery images={images} productName="Sculpt Leggings" onOpen={onOpen} />)
    scrollTo.mockClear()
})
afterEach(() => jest.useRealTimers())

const image = (index: number) => screen.getByRole('button', {name: `Open image ${index} of 3 full screen`})
const tap = (element: HTMLElement) => {
    fireEvent.pointerDown(element, {pointerType: 'touch'})
    fireEvent.click(element, {clientX: 10, clientY: 10})
}

test('an arrow press within 500 ms of the last is ignored', () => {
    // The arrows show from tablet width up; jsdom applies the phone layout.
    const next = screen.getByLabelText('Next image')
    fireEvent.click(next)
    act(() => jest.advanceTimersByTime(499))
    fireEvent.click(next)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(1))
    fireEvent.click(next)
    expect(scrollTo).toHaveBeenCalledTimes(2)
})

test('a double tap within 200 ms zooms and a second double tap zooms out; a single tap opens the lightbox', () => {
    const first = image(1)
    // jsdom's events carry no pointerType: mark the pointer as touch the way the browser reports it.
    Object.defineProperty(window.PointerEvent?.prototype ?? Event.prototype, 'pointerType', {
        configurable: true,
        get: () => 'touch'
    })
    tap(first)
    act(() => jest.advanceTimersByTime(150))
    tap(first)
    expect(first).toHaveAttribute('data-zoomed')
    act(() => jest.advanceTimersByTime(500))
    expect(onOpen).not.toHaveBeenCalled()
    tap(first)
    act(() => jest.advanceTimersByTime(100))
    tap(first)
    expect(first).not.toHaveAttribute('data-zoomed')
    tap(first)
    act(() => jest.advanceTimersByTime(201))
    expect(onOpen).toHaveBeenCalledWith(0)
})

test('a mouse click opens the lightbox at once', () => {
    fireEvent.click(image(2))
    expect(onOpen).toHaveBeenCalledWith(1)
})
