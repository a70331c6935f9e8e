/** A vendor script that does not arrive within this time counts as failed (the page carries on without it). */
const SCRIPT_TIMEOUT_MS = 15_000

const loading = new Map<string, Promise<void>>()

/**
 * Loads a third-party script once per page, however many widgets ask for it (spec 001 §4.5 "loads its script
 * once"). Async, never render-blocking; a failure rejects (and a later call tries again).
 */
export const loadScriptOnce = (src: string, attributes: Record<string, string> = {}): Promise<void> => {
    const known = loading.get(src)
    if (known) return known
    const promise = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = src
        script.async = true
        for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
        const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), SCRIPT_TIMEOUT_MS)
        const fail = (error: Error) => {
            window.clearTimeout(timer)
            loading.delete(src)
            script.remove()
            reject(error)
        }
        script.onload = () => {
            window.clearTimeout(timer)
            resolve()
        }
        script.onerror = () => fail(new Error(`Could not load ${src}`))
        document.head.appendChild(script)
    })
    loading.set(src, promise)
    return promise
}
