import type {ConsentSnapshot} from '../engagement/consent/consent-store'
import type {DataLayerEvent} from './data-layer'
import {createPageViewTracker, PAGE_VIEW_TIMEOUT_MS} from './page-view'

const ALLOWED: ConsentSnapshot = {loaded: true, groups: ['C0001', 'C0002'], closed: true}
const UNKNOWN: ConsentSnapshot = {loaded: false, groups: ['C0001'], closed: false}

/** A tracker over a fake window: `goTo` moves the address bar and the title, as a client-side navigation does. */
const setUp = (consent: ConsentSnapshot = ALLOWED) => {
    const sent: DataLayerEvent[] = []
    const released: string[] = []
    let state = consent
    let location = {path: '/', title: 'Home'}
    const tracker = createPageViewTracker({
        push: (event) => sent.push(event),
        consent: () => state,
        page: () => ({
            path: location.path,
            url: `https://shop.test${location.path}`,
            title: location.title,
            referrer: ''
        }),
        context: () => ({site: 'vela-gb'}),
        onReleased: (path) => released.push(path)
    })
    const goTo = (path: string, title: string) => {
        location = {path, title}
        tracker.start(path)
    }
    const views = () =>
        sent.map((event) => {
            const page = event.page as {path: string; url: string; type: string}
            return `${page.type} ${page.path} ${page.url}`
        })
    return {
        tracker,
        goTo,
        views,
        released,
        setConsent: (next: ConsentSnapshot) => {
            state = next
            tracker.consentChanged()
        }
    }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('page views (spec 001 §4.1: held until the page finishes loading or a timeout; once per page)', () => {
    test('held until the page reports it has loaded, then sent once', () => {
        const {tracker, goTo, views} = setUp()
        goTo('/shop/bottoms/leggings', 'Leggings')
        expect(views()).toEqual([])
        tracker.release('/shop/bottoms/leggings')
        tracker.release('/shop/bottoms/leggings')
        expect(views()).toEqual(['category /shop/bottoms/leggings https://shop.test/shop/bottoms/leggings'])
    })

    test(`sent when ${PAGE_VIEW_TIMEOUT_MS} ms pass without the page reporting`, () => {
        const {goTo, views} = setUp()
        goTo('/shop/bottoms/leggings', 'Leggings')
        jest.advanceTimersByTime(PAGE_VIEW_TIMEOUT_MS - 1)
        expect(views()).toEqual([])
        jest.advanceTimersByTime(1)
        expect(views()).toHaveLength(1)
    })

    test('a page left before it finished loading is still counted, with its own address, before the next', () => {
        const {tracker, goTo, views, released} = setUp()
        goTo('/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html', 'Power 7/8 Gym Leggings')
        goTo('/checkout', 'Checkout')
        tracker.release('/checkout')
        expect(views()).toEqual([
            'product /shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html https://shop.test/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html',
            'checkout /checkout https://shop.test/checkout'
        ])
        expect(released).toEqual(['/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html', '/checkout'])
        jest.advanceTimersByTime(PAGE_VIEW_TIMEOUT_MS)
        expect(views()).toHaveLength(2)
    })

    test('never for the order confirmation, even when the shopper moves on from it', () => {
        const {tracker, goTo, views} = setUp()
        goTo('/checkout/confirmation/VL00010001', 'Thank you')
        tracker.release('/checkout/confirmation/VL00010001')
        goTo('/', 'Home')
        tracker.release('/')
        expect(views()).toEqual(['home / https://shop.test/'])
    })

    test('without analytics consent nothing is sent; consent given on the page sends its view, not earlier ones', () => {
        const {tracker, goTo, views, setConsent} = setUp(UNKNOWN)
        goTo('/shop/bottoms/leggings', 'Leggings')
        goTo('/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html', 'Power 7/8 Gym Leggings')
        tracker.release('/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html')
        expect(views()).toEqual([])
        setConsent(ALLOWED)
        expect(views()).toEqual([
            'product /shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html https://shop.test/shop/bottoms/leggings/power-7-8-gym-leggings-VL10001.html'
        ])
        setConsent({...ALLOWED, groups: ['C0001']})
        expect(views()).toHaveLength(1)
    })
})
