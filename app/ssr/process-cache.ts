/**
 * A per-process cache for upstream data that is the same for every shopper (catalogue, content, site-wide
 * controller data), used only while rendering on the server. Every server render asks for the same category
 * tree, menu and home content; without this each render fetched, parsed and projected them again.
 *
 * Rules (issue #8, DESIGN "cacheable pages stay shopper-independent"):
 * - only shopper-independent data: callers never pass shopper data (baskets, customers, sessions, previews);
 * - an entry lives at most its TTL, which callers keep within the cache policy of the pages that show it;
 * - only successful loads are stored: a failure (or a null that stands for one) is never cached;
 * - concurrent renders asking for the same entry share one upstream request;
 * - bounded: the least recently used entries go first (search phrases come from URLs, so keys are unbounded).
 * In the browser (and in jsdom tests) it is a pass-through: react-query is the browser's cache.
 */

const isServer = typeof window === 'undefined'

export const MAX_ENTRIES = 400

interface Entry {
    value: unknown
    expires: number
}

export interface ProcessCacheOptions<T> {
    ttlMs: number
    /** A value that must not be stored though it resolved (e.g. the null a caller returns after a failure). */
    keep?: (value: T) => boolean
}

const idOf = (key: readonly unknown[]) => JSON.stringify(key)

/** A cache as described above; `enabled` is false in the browser, where every call passes through. */
export const createProcessCache = ({
    enabled,
    maxEntries = MAX_ENTRIES
}: {
    enabled: boolean
    maxEntries?: number
}) => {
    const entries = new Map<string, Entry>()
    const inFlight = new Map<string, Promise<unknown>>()

    const remember = (id: string, value: unknown, ttlMs: number) => {
        entries.delete(id)
        entries.set(id, {value, expires: Date.now() + ttlMs})
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    }

    /**
     * A fresh cached value, synchronously (so a render can use it without suspending), else undefined.
     * `freshForMs`: only a value that stays fresh at least that much longer (a render about to start needs it
     * to last until it reads it).
     */
    const peek = <T>(key: readonly unknown[], {freshForMs = 0} = {}): {value: T} | undefined => {
        if (!enabled) return undefined
        const id = idOf(key)
        const entry = entries.get(id)
        if (!entry) return undefined
        const now = Date.now()
        if (entry.expires <= now) {
            entries.delete(id)
            return undefined
        }
        if (entry.expires - freshForMs <= now) return undefined
        // Most recently used last, so eviction takes the least recently used.
        entries.delete(id)
        entries.set(id, entry)
        return {value: entry.value as T}
    }

    /** The value for `key`: cached while fresh, else from `load` (shared by concurrent callers). */
    const cached = <T>(
        key: readonly unknown[],
        load: () => Promise<T>,
        {ttlMs, keep = () => true}: ProcessCacheOptions<T>
    ): Promise<T> => {
        if (!enabled || ttlMs <= 0) return load()
        const hit = peek<T>(key)
        if (hit) return Promise.resolve(hit.value)
        const id = idOf(key)
        const pending = inFlight.get(id)
        if (pending) return pending as Promise<T>
        const loading = load().then(
            (value) => {
                inFlight.delete(id)
                if (keep(value)) remember(id, value, ttlMs)
                return value
            },
            (error: unknown) => {
                inFlight.delete(id)
                throw error
            }
        )
        inFlight.set(id, loading)
        return loading
    }

    return {peek, cached}
}

const processCache = createProcessCache({enabled: isServer})

export const peekProcessCache = processCache.peek

/**
 * A query's `initialData` from the process cache, when the caller may use a cached answer (else nothing): a
 * server render that finds the answer there uses it at once, without suspending or a request.
 */
export const processCachedInitialData = <T>(key: readonly unknown[], usable: boolean): {initialData?: T} => {
    const hit = usable ? peekProcessCache<T>(key) : undefined
    return hit ? {initialData: hit.value} : {}
}
export const processCached = processCache.cached
