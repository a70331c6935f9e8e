import type {ReactNode} from 'react'
import {act, renderHook} from '@testing-library/react'
import {MemoryRouter, useHistory} from 'react-router-dom'
import {shouldReloadOnRestore, useBfcacheReload} from './use-bfcache-reload'
import {useScrollToTop} from './use-scroll-to-top'
import {isScrolledPast, SCROLL_THRESHOLD_PX, useScrolledPast} from './use-scrolled-past'
import {useWebView, WEB_VIEW_STORAGE_KEY, webViewFromQuery} from './use-web-view'

const routerAt = (path: string) => {
    const Router = ({children}: {children: ReactNode}) => (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    )
    return Router
}

const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', {value: y, configurable: true})
    window.dispatchEvent(new Event('scroll'))
}

describe('scroll to top on every path change (spec 001 §2.3)', () => {
    test('scrolls on a new path, not on first render nor on a query change', () => {
        const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
        const {result} = renderHook(
            () => {
                useScrollToTop()
                return useHistory()
            },
            {wrapper: routerAt('/shop')}
        )
        expect(spy).not.toHaveBeenCalled()
        act(() => result.current.push('/shop?sort=price'))
        expect(spy).not.toHaveBeenCalled()
        act(() => result.current.push('/shop/bottoms'))
        expect(spy).toHaveBeenCalledWith(0, 0)
        spy.mockRestore()
    })
})

describe('header state flag past 15px (spec 001 §9)', () => {
    test.each([
        [0, false],
        [15, false],
        [16, true],
        [400, true]
    ])('scrollY %s: %s', (y, expected) => {
        expect(isScrolledPast(y)).toBe(expected)
    })

    test('the hook follows scrolling, once per frame', () => {
        // Frames run at once here (a real frame id is never 0, so returning 0 means "none pending").
        jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
            callback(0)
            return 0
        })
        scrollTo(0)
        const {result} = renderHook(() => useScrolledPast())
        expect(SCROLL_THRESHOLD_PX).toBe(15)
        expect(result.current).toBe(false)
        act(() => scrollTo(40))
        expect(result.current).toBe(true)
        act(() => scrollTo(10))
        expect(result.current).toBe(false)
        jest.restoreAllMocks()
    })
})

describe('reload on back/forward-cache restore except on confirmation pages', () => {
    test.each([
        ['/', true],
        ['/shop/bottoms/leggings', true],
        ['/checkout', true],
        ['/cart', true],
        ['/checkout/confirmation', false],
        ['/checkout/confirmation/000123', false],
        ['/us/checkout-globale/confirmation/9', false]
    ])('%s reloads: %s', (path, expected) => {
        expect(shouldReloadOnRestore(path)).toBe(expected)
    })

    const pageshow = (persisted: boolean) => {
        const event = new Event('pageshow') as PageTransitionEvent
        Object.defineProperty(event, 'persisted', {value: persisted})
        window.dispatchEvent(event)
    }

    test('only a persisted (restored) page show reloads', () => {
        const reload = jest.fn()
        window.history.replaceState(null, '', '/shop')
        const {unmount} = renderHook(() => useBfcacheReload(reload))
        pageshow(false)
        expect(reload).not.toHaveBeenCalled()
        pageshow(true)
        expect(reload).toHaveBeenCalledTimes(1)
        window.history.replaceState(null, '', '/checkout/confirmation/1')
        pageshow(true)
        expect(reload).toHaveBeenCalledTimes(1)
        unmount()
        window.history.replaceState(null, '', '/')
    })
})

describe('app web view (isWebView=true, remembered for the session)', () => {
    beforeEach(() => window.sessionStorage.clear())

    test.each([
        ['?isWebView=true', true],
        ['?isWebView=false', false],
        ['?q=x&isWebView=true', true],
        ['', undefined],
        ['?isWebView=yes', undefined]
    ])('%s reads %s', (search, expected) => {
        expect(webViewFromQuery(search)).toBe(expected)
    })

    test('the query turns it on and the session remembers it', () => {
        const first = renderHook(() => useWebView(), {wrapper: routerAt('/checkout?isWebView=true')})
        expect(first.result.current).toBe(true)
        expect(window.sessionStorage.getItem(WEB_VIEW_STORAGE_KEY)).toBe('true')
        const later = renderHook(() => useWebView(), {wrapper: routerAt('/checkout-delivery')})
        expect(later.result.current).toBe(true)
        const off = renderHook(() => useWebView(), {wrapper: routerAt('/checkout?isWebView=false')})
        expect(off.result.current).toBe(false)
        expect(window.sessionStorage.getItem(WEB_VIEW_STORAGE_KEY)).toBeNull()
    })
})
