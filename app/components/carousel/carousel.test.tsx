import {act, fireEvent, screen} from '@testing-library/react'
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

describe('Carousel loop and auto-scroll (spec 001 §4.5)', () => {
    const scrollBy = jest.fn()
    const scrollTo = jest.fn()
    let wide = false
    let reducedMotion = false
    const indexOf = (element: HTMLElement) =>
        element.parentElement ? Array.from(element.parentElement.children).indexOf(element) : 0
    beforeAll(() => {
        // A 300px track of 100px slides: six slides overflow it.
        Object.defineProperty(HTMLElement.prototype, 'scrollBy', {configurable: true, value: scrollBy})
        Object.defineProperty(HTMLElement.prototype, 'scrollTo', {configurable: true, value: scrollTo})
        Object.defineProperty(HTMLElement.prototype, 'clientWidth', {configurable: true, get: () => 300})
        Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {configurable: true, get: () => 1400})
        Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {configurable: true, get: () => 100})
        Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
            configurable: true,
            get(this: HTMLElement) {
                return indexOf(this) * 100
            }
        })
    })
    afterAll(() => {
        for (const name of [
            'scrollBy',
            'scrollTo',
            'clientWidth',
            'scrollWidth',
            'offsetWidth',
            'offsetLeft'
        ]) {
            delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
        }
    })
    beforeEach(() => {
        jest.useFakeTimers()
        scrollBy.mockClear()
        scrollTo.mockClear()
        wide = false
        reducedMotion = false
        window.matchMedia = (query: string) =>
            ({
                matches: query.includes('reduced-motion')
                    ? reducedMotion
                    : query.includes('min-width')
                    ? wide
                    : false,
                media: query,
                addEventListener: () => undefined,
                removeEventListener: () => undefined
            } as unknown as MediaQueryList)
    })
    afterEach(() => jest.useRealTimers())

    const render = (autoScroll?: 'slow' | 'fast' | {base: 'slow'; lg: 'fast'}) =>
        renderWithProviders(
            <Carousel label="Activities" slidesPerView={{base: 2, md: 3}} autoScroll={autoScroll}>
                {Array.from({length: 6}, (_, index) => (
                    <a key={index} href={`/slide-${index + 1}`}>
                        Slide {index + 1}
                    </a>
                ))}
            </Carousel>
        )

    test('"loops with cloned end slides": clones at both ends, hidden from assistive technology, arrows never stop', () => {
        render()
        const items = screen.getAllByRole('listitem', {hidden: true})
        expect(items).toHaveLength(6 + 2 * 4)
        const clones = items.filter((item) => item.hasAttribute('data-carousel-clone'))
        expect(clones).toHaveLength(8)
        clones.forEach((clone) => {
            expect(clone).toHaveAttribute('aria-hidden', 'true')
            expect(clone).toHaveAttribute('inert')
        })
        expect(screen.getAllByRole('group')).toHaveLength(6)
        expect(screen.getAllByRole('link')).toHaveLength(6)
        // The track starts at the first real slide, after the four leading clones.
        expect(scrollTo).toHaveBeenCalledWith({left: 400, behavior: 'instant'})
        expect(screen.getByRole('button', {name: 'Previous'})).toBeEnabled()
    })

    test('measuring and the clones wait until the carousel nears the screen (not while the page comes alive)', () => {
        let reportNear: (near: boolean) => void = () => undefined
        const margins: (string | undefined)[] = []
        window.IntersectionObserver = jest.fn(
            (
                callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
                options?: IntersectionObserverInit
            ) => {
                margins.push(options?.rootMargin)
                reportNear = (isIntersecting) => callback([{isIntersecting}])
                return {observe: () => undefined, disconnect: () => undefined}
            }
        ) as unknown as typeof IntersectionObserver
        const layoutReads = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
        try {
            render()
            expect(layoutReads).not.toHaveBeenCalled()
            const clones = () =>
                screen
                    .getAllByRole('listitem', {hidden: true})
                    .filter((item) => item.hasAttribute('data-carousel-clone'))
            expect(clones()).toHaveLength(0)
            act(() => reportNear(false))
            expect(clones()).toHaveLength(0)
            act(() => reportNear(true))
            expect(clones()).toHaveLength(8)
            expect(layoutReads).toHaveBeenCalled()
            expect(margins).toContain('200px')
            expect(scrollTo).toHaveBeenCalledWith({left: 400, behavior: 'instant'})
        } finally {
            layoutReads.mockRestore()
            delete (window as unknown as Record<string, unknown>).IntersectionObserver
        }
    })

    test('auto-scroll steps one slide at the speed given, pauses on hover, focus and the pause button', () => {
        render('fast')
        act(() => jest.advanceTimersByTime(3000))
        expect(scrollBy).toHaveBeenCalledTimes(1)
        expect(scrollBy).toHaveBeenCalledWith({left: 100, behavior: 'smooth'})
        const region = screen.getByRole('region', {name: 'Activities'})
        fireEvent.pointerEnter(region)
        act(() => jest.advanceTimersByTime(6000))
        expect(scrollBy).toHaveBeenCalledTimes(1)
        fireEvent.pointerLeave(region)
        act(() => jest.advanceTimersByTime(3000))
        expect(scrollBy).toHaveBeenCalledTimes(2)
        fireEvent.focus(screen.getAllByRole('link')[0])
        act(() => jest.advanceTimersByTime(6000))
        expect(scrollBy).toHaveBeenCalledTimes(2)
        fireEvent.blur(screen.getAllByRole('link')[0])
        fireEvent.click(screen.getByRole('button', {name: 'Pause automatic scrolling'}))
        act(() => jest.advanceTimersByTime(6000))
        expect(scrollBy).toHaveBeenCalledTimes(2)
        fireEvent.click(screen.getByRole('button', {name: 'Start automatic scrolling'}))
        act(() => jest.advanceTimersByTime(3000))
        expect(scrollBy).toHaveBeenCalledTimes(3)
    })

    test('a speed per breakpoint: slow (5 s) on phones, fast (3 s) on desktops', () => {
        wide = true
        render({base: 'slow', lg: 'fast'})
        act(() => jest.advanceTimersByTime(3000))
        expect(scrollBy).toHaveBeenCalledTimes(1)
    })

    test('reduced motion: no automatic scrolling until the shopper starts it', () => {
        reducedMotion = true
        render('slow')
        act(() => jest.advanceTimersByTime(10_000))
        expect(scrollBy).not.toHaveBeenCalled()
        fireEvent.click(screen.getByRole('button', {name: 'Start automatic scrolling'}))
        act(() => jest.advanceTimersByTime(5000))
        expect(scrollBy).toHaveBeenCalledWith({left: 100, behavior: 'auto'})
    })
})
