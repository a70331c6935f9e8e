import {
    INITIAL_SCROLL_YIELD,
    nextScrollYield,
    subscribeScrollYield,
    type ScrollYieldState
} from './scroll-yield'

describe('nextScrollYield', () => {
    const at = (anchorY: number, yielding = false): ScrollYieldState => ({anchorY, yielding})
    test.each([
        ['a move down past the step yields', at(100), 140, at(140, true)],
        ['a move up past the step comes back', at(400, true), 380, at(380, false)],
        ['a move under the step changes nothing', at(400, true), 392, at(400, true)],
        ['small moves add up against the anchor', at(400), 411, at(400)],
        ['... until they pass the step', at(400), 412, at(412, true)],
        ['near the top they always show', at(200, true), 40, at(40, false)],
        ['at the very top', at(0), 0, at(0)],
        ['a jump from the top (anchor link) yields', INITIAL_SCROLL_YIELD, 900, at(900, true)]
    ])('%s', (_name, state, scrollY, expected) => {
        expect(nextScrollYield(state, scrollY)).toEqual(expected)
    })
})

describe('subscribeScrollYield', () => {
    let phone = true
    beforeEach(() => {
        window.matchMedia = ((media: string) => ({
            get matches() {
                return phone
            },
            media,
            addEventListener: () => undefined,
            removeEventListener: () => undefined
        })) as unknown as typeof window.matchMedia
        jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
            callback(0)
            return 0
        })
    })
    afterEach(() => jest.restoreAllMocks())

    const scrollTo = (y: number) => {
        Object.defineProperty(window, 'scrollY', {value: y, configurable: true})
        window.dispatchEvent(new Event('scroll'))
    }

    test('on phones: told to step aside on the way down and to come back on the way up', () => {
        phone = true
        scrollTo(0)
        const seen: boolean[] = []
        const stop = subscribeScrollYield((yielding) => seen.push(yielding))
        scrollTo(300)
        scrollTo(305)
        scrollTo(600)
        scrollTo(550)
        scrollTo(0)
        stop()
        expect(seen).toEqual([true, false])
        // Unsubscribed: no more calls.
        scrollTo(900)
        expect(seen).toEqual([true, false])
    })

    test('on wider screens they never step aside', () => {
        phone = false
        scrollTo(0)
        const seen: boolean[] = []
        const stop = subscribeScrollYield((yielding) => seen.push(yielding))
        scrollTo(300)
        scrollTo(900)
        stop()
        expect(seen).toEqual([])
    })
})
