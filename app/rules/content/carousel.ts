import {AUTO_SCROLL_MS} from './layout-rules'

/**
 * Carousel behaviour (spec 001 §4.5, §9): "loops with cloned end slides; optional auto-scroll slow 5 s, normal
 * 4 s, fast 3 s; paused while dragging. Image carousel: 500 ms lock after arrow use; double tap within 200 ms
 * toggles zoom."
 */
export type AutoScrollSpeed = keyof typeof AUTO_SCROLL_MS
export type Breakpoint = 'base' | 'md' | 'lg'
/** One speed everywhere, or a speed per breakpoint (a breakpoint without one inherits the one below). */
export type AutoScroll = AutoScrollSpeed | Partial<Record<Breakpoint, AutoScrollSpeed>>

export const IMAGE_CAROUSEL_LOCK_MS = 500
export const DOUBLE_TAP_MS = 200

const BREAKPOINT_ORDER: Breakpoint[] = ['base', 'md', 'lg']

const isSpeed = (value: unknown): value is AutoScrollSpeed =>
    typeof value === 'string' && value in AUTO_SCROLL_MS

/** Milliseconds between automatic steps at a breakpoint; undefined when the carousel does not auto-scroll. */
export const autoScrollDelay = (
    setting: AutoScroll | undefined,
    breakpoint: Breakpoint
): number | undefined => {
    if (setting === undefined) return undefined
    if (typeof setting === 'string') return isSpeed(setting) ? AUTO_SCROLL_MS[setting] : undefined
    let speed: AutoScrollSpeed | undefined
    for (const step of BREAKPOINT_ORDER.slice(0, BREAKPOINT_ORDER.indexOf(breakpoint) + 1)) {
        const value = setting[step]
        if (isSpeed(value)) speed = value
    }
    return speed && AUTO_SCROLL_MS[speed]
}

/** How many slides are cloned at each end: enough to fill a view while the loop wraps round. */
export const loopCloneCount = (slideCount: number, maxSlidesPerView: number): number =>
    slideCount < 2 ? 0 : Math.min(slideCount, Math.ceil(maxSlidesPerView) + 1)

/**
 * Where a looping track must jump once scrolling settles: from the leading clones to the same slide among the
 * real ones, or from the trailing clones back. `realStart` is the scroll position of the first real slide and
 * `realWidth` the distance from it to its trailing clone. Undefined when no jump is needed.
 */
export const loopJump = (scrollLeft: number, realStart: number, realWidth: number): number | undefined => {
    if (realWidth <= 0) return undefined
    if (scrollLeft < realStart - 1) return scrollLeft + realWidth
    if (scrollLeft >= realStart + realWidth - 1) return scrollLeft - realWidth
    return undefined
}

/** "500 ms lock after arrow use": an arrow press within the lock is ignored. */
export const isArrowLocked = (lastArrowAt: number | undefined, now: number): boolean =>
    lastArrowAt !== undefined && now - lastArrowAt < IMAGE_CAROUSEL_LOCK_MS

/** "double tap within 200 ms toggles zoom". */
export const isDoubleTap = (lastTapAt: number | undefined, now: number): boolean =>
    lastTapAt !== undefined && now - lastTapAt <= DOUBLE_TAP_MS
