import {useCallback, useEffect, useLayoutEffect, useRef, type RefObject} from 'react'
import {loopJump} from '../../rules/content/carousel'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** Scrolling has settled when no scroll event came for this long ('scrollend' ends it sooner where it exists). */
const SETTLE_MS = 150

export const CLONE_ATTRIBUTE = 'data-carousel-clone'

/** Scroll positions of a looping track: items are `li` children; clones carry CLONE_ATTRIBUTE. */
export const loopGeometry = (element: HTMLElement) => {
    const items = Array.from(element.children) as HTMLElement[]
    const first = items[0]
    const firstReal = items.find((item) => !item.hasAttribute(CLONE_ATTRIBUTE))
    const firstTrailing = firstReal
        ? items.slice(items.indexOf(firstReal)).find((item) => item.hasAttribute(CLONE_ATTRIBUTE))
        : undefined
    const origin = first?.offsetLeft ?? 0
    const realStart = (firstReal?.offsetLeft ?? origin) - origin
    const realWidth = firstTrailing && firstReal ? firstTrailing.offsetLeft - firstReal.offsetLeft : 0
    return {realStart, realWidth}
}

/** Moves without animation (a CSS smooth scroll-behavior would otherwise animate the jump). */
const jumpTo = (element: HTMLElement, left: number) => {
    if (typeof element.scrollTo === 'function')
        element.scrollTo({left, behavior: 'instant' as ScrollBehavior})
    else element.scrollLeft = left
}

/**
 * Keeps a track with cloned end slides looping (spec 001 §4.5): when clones first appear it moves to the same
 * real slide, and whenever scrolling settles among the clones it jumps to the matching real slide, invisibly.
 */
export const useCarouselLoop = (track: RefObject<HTMLElement>, cloneCount: number, onSettle?: () => void) => {
    const timer = useRef<ReturnType<typeof setTimeout>>()
    const settle = useCallback(() => {
        const element = track.current
        if (element && cloneCount > 0) {
            const {realStart, realWidth} = loopGeometry(element)
            const target = loopJump(element.scrollLeft, realStart, realWidth)
            if (target !== undefined) jumpTo(element, target)
        }
        onSettle?.()
    }, [track, cloneCount, onSettle])

    useIsomorphicLayoutEffect(() => {
        const element = track.current
        if (!element || cloneCount === 0) return
        // The leading clones now sit before the first slide: keep showing what was shown.
        const {realStart} = loopGeometry(element)
        jumpTo(element, realStart + element.scrollLeft)
    }, [cloneCount])

    useEffect(() => {
        const element = track.current
        if (!element) return undefined
        const onScroll = () => {
            clearTimeout(timer.current)
            timer.current = setTimeout(settle, SETTLE_MS)
        }
        const onScrollEnd = () => {
            clearTimeout(timer.current)
            settle()
        }
        element.addEventListener('scroll', onScroll, {passive: true})
        element.addEventListener('scrollend', onScrollEnd)
        return () => {
            clearTimeout(timer.current)
            element.removeEventListener('scroll', onScroll)
            element.removeEventListener('scrollend', onScrollEnd)
        }
    }, [track, settle])
}
