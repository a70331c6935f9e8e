import {
    cacheKindFor,
    cacheName,
    isExpired,
    LIMITS,
    NETWORK_TIMEOUT_MS,
    overflow,
    STORED_AT_HEADER
} from './cache-policy'
import {OFFLINE_HEADERS, OFFLINE_HTML, OFFLINE_URL} from './offline-page'
import {isCacheableResponse, type Strategy} from './routing'

/** The parts of a FetchEvent a strategy needs (kept narrow so the wiring stays the only place with events). */
export interface FetchContext {
    request: Request
    /** The navigation-preload response when enabled: using it avoids starting a second request. */
    preloadResponse: Promise<Response | undefined>
    waitUntil(promise: Promise<unknown>): void
}

const ignore = (): undefined => undefined

/** Stores a copy stamped with the time, then drops the oldest entries beyond the cache's cap. */
export const storeResponse = async (key: Request | string, response: Response, strategy: Strategy) => {
    const kind = cacheKindFor(strategy)
    const facts = {
        status: response.status,
        type: response.type,
        cacheControl: response.headers.get('cache-control')
    }
    if (!kind || !isCacheableResponse(facts, strategy)) return
    const headers = new Headers(response.headers)
    headers.set(STORED_AT_HEADER, String(Date.now()))
    const body = await response.blob()
    const cache = await caches.open(cacheName(kind))
    await cache.put(
        key,
        new Response(body, {status: response.status, statusText: response.statusText, headers})
    )
    const keys = await cache.keys()
    await Promise.all(
        keys.slice(0, overflow(keys.length, LIMITS[kind].maxEntries)).map((old) => cache.delete(old))
    )
}

interface Cached {
    response: Response
    expired: boolean
}

const readCached = async (
    kind: 'static' | 'media' | 'pages',
    request: Request
): Promise<Cached | undefined> => {
    const cache = await caches.open(cacheName(kind))
    const response = await cache.match(request, {ignoreVary: true})
    if (!response) return undefined
    return {
        response,
        expired: isExpired(response.headers.get(STORED_AT_HEADER), LIMITS[kind].maxAgeMs, Date.now())
    }
}

export const offlineResponse = async (): Promise<Response> => {
    const cached = await caches.match(OFFLINE_URL, {cacheName: cacheName('offline')})
    const body = cached ? await cached.text() : OFFLINE_HTML
    return new Response(body, {status: 503, statusText: 'Offline', headers: OFFLINE_HEADERS})
}

const fromNetwork = (context: FetchContext): Promise<Response> =>
    context.preloadResponse.then((preloaded) => preloaded ?? fetch(context.request))

/** Bundle files and media: a fresh cached copy wins; an expired one is still better than a network error. */
export const cacheFirst = async (context: FetchContext, strategy: 'static' | 'media'): Promise<Response> => {
    const cached = await readCached(strategy, context.request)
    if (cached && !cached.expired) return cached.response
    try {
        const response = await fetch(context.request)
        context.waitUntil(storeResponse(context.request, response.clone(), strategy).catch(ignore))
        return response
    } catch (error) {
        if (cached) return cached.response
        throw error
    }
}

/**
 * Pages: the network answers unless it takes longer than NETWORK_TIMEOUT_MS and a cached copy exists (the
 * network response still refreshes the cache); offline, the cached copy or the offline page.
 */
export const networkFirst = async (context: FetchContext): Promise<Response> => {
    const network = fromNetwork(context).then((response) => {
        context.waitUntil(storeResponse(context.request.url, response.clone(), 'page').catch(ignore))
        return response
    })
    context.waitUntil(network.catch(ignore))
    let timer: ReturnType<typeof setTimeout> | undefined
    const slow = new Promise<Response>((resolve, reject) => {
        timer = setTimeout(() => {
            readCached('pages', context.request)
                .then((cached) =>
                    cached && !cached.expired ? resolve(cached.response) : network.then(resolve, reject)
                )
                .catch(reject)
        }, NETWORK_TIMEOUT_MS)
    })
    try {
        return await Promise.race([network, slow])
    } catch {
        const cached = await readCached('pages', context.request)
        return cached?.response ?? offlineResponse()
    } finally {
        clearTimeout(timer)
    }
}

/** Basket, checkout and account pages: never stored, never served from a cache; offline page on failure. */
export const networkOnly = async (context: FetchContext): Promise<Response> => {
    try {
        return await fromNetwork(context)
    } catch {
        return offlineResponse()
    }
}
