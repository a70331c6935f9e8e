import {scrollWindowTo, stubScrollingWindow} from '../test-utils/scrolling-window'
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
    beforeEach(() => stubScrollingWindow(() => phone))
    afterEach(() => jest.restoreAllMocks())

    test('on phones: told to step aside on the way down and to come back on the way up', () => {
        phone = true
        scrollWindowTo(0)
        const seen: boolean[] = []
        const stop = subscribeScrollYield((yielding) => seen.push(yielding))
        scrollWindowTo(300)
        scrollWindowTo(305)
        scrollWindowTo(600)
        scrollWindowTo(550)
        scrollWindowTo(0)
        stop()
        expect(seen).toEqual([true, false])
        // Unsubscribed: no more calls.
        scrollWindowTo(900)
        expect(seen).toEqual([true, false])
    })

    test('on wider screens they never step aside', () => {
        phone = false
        scrollWindowTo(0)
        const seen: boolean[] = []
        const stop = subscribeScrollYield((yielding) => seen.push(yielding))
        scrollWindowTo(300)
        scrollWindowTo(900)
        stop()
        expect(seen).toEqual([])
    })
})
