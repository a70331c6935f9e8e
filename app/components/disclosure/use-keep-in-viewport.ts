import {useEffect, useLayoutEffect, useState, type RefObject} from 'react'

const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** Margin kept between a dropdown panel and the window's edges, px. */
const EDGE = 8

/**
 * How far (px) to move an open dropdown panel sideways so it stays inside the window: a filter near the end
 * of the bar would otherwise open its panel past the right edge.
 */
export const useKeepInViewport = (open: boolean, panel: RefObject<HTMLElement>) => {
    const [shift, setShift] = useState(0)
    useClientLayoutEffect(() => {
        const element = panel.current
        if (!open || !element) return setShift(0)
        const {left, right} = element.getBoundingClientRect()
        const width = document.documentElement.clientWidth
        if (right > width - EDGE) setShift(Math.max(EDGE - left, width - EDGE - right))
        else if (left < EDGE) setShift(EDGE - left)
        return undefined
    }, [open, panel])
    return shift
}
