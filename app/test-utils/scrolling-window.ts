/**
 * jsdom stand-ins for what scroll-driven behaviour reads (hooks/scroll-yield.ts): media queries answered by
 * `matches`, animation frames run at once, and a scroll to a position.
 */
export const stubScrollingWindow = (matches: (media: string) => boolean) => {
    window.matchMedia = ((media: string) => ({
        get matches() {
            return matches(media)
        },
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined
    })) as unknown as typeof window.matchMedia
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        callback(0)
        return 0
    })
}

export const scrollWindowTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', {value: y, configurable: true})
    window.dispatchEvent(new Event('scroll'))
}
