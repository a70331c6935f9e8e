import {autoScrollDelay, isArrowLocked, isDoubleTap, loopCloneCount, loopJump} from './carousel'

describe('carousel (spec 001 §4.5 "loops with cloned end slides; optional auto-scroll slow 5 s, normal 4 s, fast 3 s")', () => {
    test.each([
        ['slow', 'base', 5000],
        ['normal', 'lg', 4000],
        ['fast', 'md', 3000],
        [undefined, 'base', undefined],
        ['warp', 'base', undefined],
        [{base: 'slow', md: 'normal', lg: 'fast'}, 'base', 5000],
        [{base: 'slow', md: 'normal', lg: 'fast'}, 'md', 4000],
        [{base: 'slow', md: 'normal', lg: 'fast'}, 'lg', 3000],
        [{md: 'fast'}, 'base', undefined],
        [{md: 'fast'}, 'lg', 3000]
    ] as const)('auto-scroll %j at %s: %s ms', (setting, breakpoint, delay) => {
        expect(autoScrollDelay(setting as never, breakpoint)).toBe(delay)
    })

    test.each([
        [1, 4, 0],
        [3, 2.25, 3],
        [12, 2.25, 4],
        [12, 4, 5]
    ])('%d slides showing %d at a time clone %d at each end', (count, perView, clones) => {
        expect(loopCloneCount(count, perView)).toBe(clones)
    })

    test.each([
        ['inside the real slides: no jump', 500, undefined],
        ['in the leading clones: forward by the real width', 100, 1100],
        ['on the first trailing clone: back to the first real slide', 1400, 400],
        ['at the first real slide: no jump', 400, undefined]
    ])('%s', (_name, scrollLeft, expected) => {
        expect(loopJump(scrollLeft, 400, 1000)).toBe(expected)
    })

    test('"Image carousel: 500 ms lock after arrow use"', () => {
        expect(isArrowLocked(undefined, 1000)).toBe(false)
        expect(isArrowLocked(1000, 1499)).toBe(true)
        expect(isArrowLocked(1000, 1500)).toBe(false)
    })

    test('"double tap within 200 ms toggles zoom"', () => {
        expect(isDoubleTap(undefined, 1000)).toBe(false)
        expect(isDoubleTap(1000, 1200)).toBe(true)
        expect(isDoubleTap(1000, 1201)).toBe(false)
    })
})
