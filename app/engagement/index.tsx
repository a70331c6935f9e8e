import {useEffect, useState} from 'react'
import loadable from '@loadable/component'
import {EngagementBoundary} from './engagement-boundary'

// Everything engagement (consent banner, country prompt, popups, analytics services) is one lazy chunk.
const EngagementRootChunk = loadable(() => import(/* webpackChunkName: "engagement" */ './engagement-root'), {
    ssr: false
})

/**
 * Runs `callback` once the page has finished loading and the main thread is idle, so nothing here competes
 * with the page's own first paint, hydration or largest image. Returns a cancel function.
 */
export const whenPageIdle = (callback: () => void): (() => void) => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let idleHandle: number | undefined
    const run = () => {
        if (!cancelled) callback()
    }
    const schedule = () => {
        if (typeof window.requestIdleCallback === 'function')
            idleHandle = window.requestIdleCallback(run, {timeout: 3000})
        else timer = setTimeout(run, 200)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, {once: true})
    return () => {
        cancelled = true
        window.removeEventListener('load', schedule)
        if (timer !== undefined) clearTimeout(timer)
        if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle)
    }
}

/**
 * The app shell's mount point for consent, country detection, popups and analytics (spec 001 §4). Renders
 * nothing on the server and during hydration (so cached HTML never holds visitor-specific UI), then loads
 * its chunk when the page is idle.
 */
export const EngagementRoot = () => {
    const [ready, setReady] = useState(false)
    useEffect(() => whenPageIdle(() => setReady(true)), [])
    return ready ? (
        <EngagementBoundary>
            <EngagementRootChunk />
        </EngagementBoundary>
    ) : null
}
