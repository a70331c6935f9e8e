import {useSyncExternalStore} from 'react'

/**
 * Floating extras (the sign-up offer's reopen button, the chat launcher) sit in the bottom corners of a phone's
 * screen, where the page's own controls pass while the shopper scrolls: the colour swatches, the bag's
 * checkout button. On phones they step aside while the shopper scrolls down (reading on) and come back as soon
 * as they scroll up or return to the top, as a premium app's bottom bar does. Wider screens keep them in place:
 * there the content column leaves the corners free.
 */

/** Phones: below the theme's md breakpoint (48em). */
export const PHONE_QUERY = '(max-width: 47.99em)'
/** Near the top nothing has been read past yet, so they show. */
export const TOP_ZONE_PX = 64
/** Smaller moves (a finger resting, momentum settling) change nothing. */
export const SCROLL_STEP_PX = 12

export interface ScrollYieldState {
    /** Where the last counted move ended. */
    anchorY: number
    yielding: boolean
}

export const INITIAL_SCROLL_YIELD: ScrollYieldState = {anchorY: 0, yielding: false}

/** The next state for a scroll position. Moves under the step accumulate against the anchor. */
export const nextScrollYield = (state: ScrollYieldState, scrollY: number): ScrollYieldState => {
    if (scrollY <= TOP_ZONE_PX)
        return state.yielding || state.anchorY !== scrollY ? {anchorY: scrollY, yielding: false} : state
    const moved = scrollY - state.anchorY
    if (Math.abs(moved) < SCROLL_STEP_PX) return state
    return {anchorY: scrollY, yielding: moved > 0}
}

type Listener = (yielding: boolean) => void

const listeners = new Set<Listener>()
let state = INITIAL_SCROLL_YIELD
let frame = 0
let phone: MediaQueryList | undefined
let detach: (() => void) | undefined

const publish = (next: ScrollYieldState) => {
    const changed = next.yielding !== state.yielding
    state = next
    if (changed) listeners.forEach((listener) => listener(state.yielding))
}

const update = () => {
    frame = 0
    publish(
        phone?.matches ? nextScrollYield(state, window.scrollY) : {anchorY: window.scrollY, yielding: false}
    )
}

const attach = () => {
    phone = window.matchMedia?.(PHONE_QUERY)
    const onScroll = () => {
        if (!frame) frame = window.requestAnimationFrame(update)
    }
    const onMedia = () => update()
    window.addEventListener('scroll', onScroll, {passive: true})
    phone?.addEventListener?.('change', onMedia)
    state = {anchorY: window.scrollY, yielding: false}
    return () => {
        window.removeEventListener('scroll', onScroll)
        phone?.removeEventListener?.('change', onMedia)
        if (frame) window.cancelAnimationFrame(frame)
        frame = 0
        state = INITIAL_SCROLL_YIELD
    }
}

/** Calls `listener` whenever the floating extras should step aside (true) or come back (false). */
export const subscribeScrollYield = (listener: Listener): (() => void) => {
    if (!listeners.size) detach = attach()
    listeners.add(listener)
    return () => {
        listeners.delete(listener)
        if (!listeners.size) {
            detach?.()
            detach = undefined
        }
    }
}

const snapshot = () => state.yielding

/** Whether floating extras should step aside now; false on the server and on wider screens. */
export const useScrollYield = (): boolean => useSyncExternalStore(subscribeScrollYield, snapshot, () => false)
