import {useEffect, type RefObject} from 'react'
import {AUTO_SCROLL_MS} from '../../../rules/content/layout-rules'

/**
 * Moves a snapping track to its next page every few seconds (the slow carousel speed), looping to the start,
 * unless paused. Browser only, after hydration: the server shows the first message.
 */
export const useAutoAdvance = (track: RefObject<HTMLElement>, count: number, paused: boolean) => {
    useEffect(() => {
        if (count < 2 || paused) return undefined
        const timer = window.setInterval(() => {
            const element = track.current
            if (!element || !element.clientWidth) return
            const current = Math.round(element.scrollLeft / element.clientWidth)
            const next = (current + 1) % count
            element.scrollTo?.({left: next * element.clientWidth, behavior: next === 0 ? 'auto' : 'smooth'})
        }, AUTO_SCROLL_MS.slow)
        return () => window.clearInterval(timer)
    }, [track, count, paused])
}
