import {useEffect, useState, type RefObject} from 'react'
import {autoScrollDelay, type AutoScroll, type Breakpoint} from '../../rules/content/carousel'
import {BREAKPOINT_PX} from '../../theme/foundations/layout'

const media = (query: string) =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : undefined

const useMediaQuery = (query: string) => {
    const [matches, setMatches] = useState(false)
    useEffect(() => {
        const list = media(query)
        if (!list) return undefined
        setMatches(list.matches)
        const onChange = () => setMatches(list.matches)
        list.addEventListener?.('change', onChange)
        return () => list.removeEventListener?.('change', onChange)
    }, [query])
    return matches
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')

const useBreakpoint = (): Breakpoint => {
    const md = useMediaQuery(`(min-width: ${BREAKPOINT_PX.md}px)`)
    const lg = useMediaQuery(`(min-width: ${BREAKPOINT_PX.lg}px)`)
    return lg ? 'lg' : md ? 'md' : 'base'
}

export interface AutoScrollState {
    /** Whether the carousel auto-scrolls at this breakpoint at all (then it offers a pause button). */
    enabled: boolean
    /** Moving right now. */
    running: boolean
    /** The shopper's own choice through the button (reduced motion starts paused). */
    userPaused: boolean
    setUserPaused: (paused: boolean) => void
}

/**
 * Automatic scrolling (spec 001 §4.5: slow 5 s, normal 4 s, fast 3 s, per breakpoint): one slide forward per
 * step, only while the carousel is on screen, the page is visible and nothing holds it (hover, keyboard focus
 * inside, a drag, the pause button). A shopper who prefers reduced motion gets it paused until they start it.
 */
export const useAutoScroll = (
    track: RefObject<HTMLElement>,
    setting: AutoScroll | undefined,
    {looping, held, step}: {looping: boolean; held: boolean; step: () => void}
): AutoScrollState => {
    const breakpoint = useBreakpoint()
    const reducedMotion = usePrefersReducedMotion()
    const delay = looping ? autoScrollDelay(setting, breakpoint) : undefined
    const [choice, setChoice] = useState<boolean | undefined>()
    const userPaused = choice ?? reducedMotion
    const [onScreen, setOnScreen] = useState(false)
    const [pageVisible, setPageVisible] = useState(true)

    useEffect(() => {
        const element = track.current
        if (!element || delay === undefined) return undefined
        if (typeof IntersectionObserver === 'undefined') {
            setOnScreen(true)
            return undefined
        }
        const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
            threshold: 0.25
        })
        observer.observe(element)
        return () => observer.disconnect()
    }, [track, delay])

    useEffect(() => {
        const onVisibility = () => setPageVisible(document.visibilityState !== 'hidden')
        document.addEventListener('visibilitychange', onVisibility)
        return () => document.removeEventListener('visibilitychange', onVisibility)
    }, [])

    const running = delay !== undefined && !userPaused && !held && onScreen && pageVisible
    useEffect(() => {
        if (!running || delay === undefined) return undefined
        const interval = setInterval(step, delay)
        return () => clearInterval(interval)
    }, [running, delay, step])

    return {enabled: delay !== undefined, running, userPaused, setUserPaused: setChoice}
}
