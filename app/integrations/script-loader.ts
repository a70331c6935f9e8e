/**
 * Loads a third-party script once, asynchronously, after the page has rendered: never parser-blocking, never
 * on the server. A script that fails or does not answer in time rejects, so a vendor outage only ever costs
 * its own feature. The same URL is never requested twice, whatever the number of callers.
 */
export const SCRIPT_TIMEOUT_MS = 15_000

const loads = new Map<string, Promise<void>>()

export interface ScriptOptions {
    /** data-* and other attributes the vendor reads from its own tag (e.g. data-domain-script). */
    attributes?: Record<string, string>
    timeoutMs?: number
}

export const loadScript = (url: string, options: ScriptOptions = {}): Promise<void> => {
    if (typeof document === 'undefined') return Promise.reject(new Error('Scripts load in the browser only'))
    const known = loads.get(url)
    if (known) return known
    const loading = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = url
        script.async = true
        for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value)
        const timer = setTimeout(
            () => fail(new Error(`${url} did not load in time`)),
            options.timeoutMs ?? SCRIPT_TIMEOUT_MS
        )
        const fail = (error: Error) => {
            clearTimeout(timer)
            loads.delete(url)
            script.remove()
            reject(error)
        }
        script.onload = () => {
            clearTimeout(timer)
            resolve()
        }
        script.onerror = () => fail(new Error(`${url} failed to load`))
        document.head.appendChild(script)
    })
    loads.set(url, loading)
    return loading
}

/** Tests start from a fresh page. */
export const forgetLoadedScripts = () => loads.clear()
