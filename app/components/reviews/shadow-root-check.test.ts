import {REVIEW_WIDGET_CHECK_ATTEMPTS, waitForShadowRoot} from './shadow-root-check'

describe('review widget check (spec 001 §9 "shadow root check retried up to 10 times at 1 s")', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    test('resolves as soon as the widget has rendered into its shadow root', async () => {
        const element = document.createElement('div')
        const result = waitForShadowRoot(element)
        jest.advanceTimersByTime(2000)
        element.attachShadow({mode: 'open'}).append(document.createElement('p'))
        jest.advanceTimersByTime(1000)
        await expect(result).resolves.toBe(element.shadowRoot)
    })

    test('gives up after 10 checks, 1 s apart', async () => {
        const element = document.createElement('div')
        const shadow = jest.spyOn(element, 'shadowRoot', 'get')
        const result = waitForShadowRoot(element)
        jest.advanceTimersByTime(8999)
        expect(shadow).toHaveBeenCalledTimes(9)
        jest.advanceTimersByTime(1)
        await expect(result).resolves.toBeNull()
        expect(shadow).toHaveBeenCalledTimes(REVIEW_WIDGET_CHECK_ATTEMPTS)
        jest.advanceTimersByTime(5000)
        expect(shadow).toHaveBeenCalledTimes(REVIEW_WIDGET_CHECK_ATTEMPTS)
    })
})
