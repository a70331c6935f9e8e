/**
 * Runs `callback` once the page has finished loading and the main thread is idle, so nothing scheduled here
 * competes with the page's own first paint, hydration or largest image. Returns a cancel function.
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
