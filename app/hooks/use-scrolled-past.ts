import {useEffect, useState} from 'react'

/** Spec 001 §9: the header state flag is set once the page is scrolled past 15px. */
export const SCROLL_THRESHOLD_PX = 15

export const isScrolledPast = (scrollY: number, threshold = SCROLL_THRESHOLD_PX) => scrollY > threshold

/**
 * Whether the window is scrolled past the threshold. False during SSR and hydration; then follows scrolling,
 * at most once per frame.
 */
export const useScrolledPast = (threshold = SCROLL_THRESHOLD_PX): boolean => {
    const [scrolled, setScrolled] = useState(false)
    useEffect(() => {
        let frame = 0
        const update = () => {
            frame = 0
            setScrolled(isScrolledPast(window.scrollY, threshold))
        }
        const onScroll = () => {
            if (!frame) frame = window.requestAnimationFrame(update)
        }
        update()
        window.addEventListener('scroll', onScroll, {passive: true})
        return () => {
            window.removeEventListener('scroll', onScroll)
            if (frame) window.cancelAnimationFrame(frame)
        }
    }, [threshold])
    return scrolled
}
