/**
 * Which caching strategy the service worker applies to a request. Pure data-in, data-out so every rule can
 * be tested without a browser; service-worker.ts only executes the decision.
 */

export type Strategy =
    /** Not intercepted: the browser handles it as if there were no worker. */
    | 'passthrough'
    /** Content-hashed bundle files: cache-first, they never change under the same URL. */
    | 'static'
    /** Images and fonts: cache-first with an entry cap and an expiry. */
    | 'media'
    /** Shopper-independent pages: network-first with a short timeout, cached copy or offline page after. */
    | 'page'
    /** Shopper-specific pages (basket, checkout, account): network only, offline page on failure. */
    | 'private-page'

export interface RequestFacts {
    url: string
    method: string
    /** Request.mode: 'navigate' for top-level page loads. */
    mode: string
    /** Request.destination: 'document', 'script', 'image', 'font', ... */
    destination: string
}

/** Paths whose responses must never come from or go into a cache: upstream APIs, auth redirects, the worker. */
const NEVER_CACHE = [
    /^\/mobify\/proxy\//,
    /^\/mobify\/caching\//,
    /^\/callback(\/|$)/,
    /^\/worker\.js/,
    /^\/healthz$/
]

/**
 * Pages that show one shopper's data. Matched after removing an optional site alias and locale segment, so
 * `/eu/fr-FR/checkout` is private as well as `/checkout`.
 */
const PRIVATE_PAGES =
    /^\/(cart|checkout[\w-]*|checkout3ds|account|login|registration|reset-password|orderhistory|mysavedcards|track-order|checkgiftbalance|preview|sign-in-join-now-web-view\.html)(\/|$)/

const SITE_LOCALE_PREFIX = /^(\/[a-z]{2})?(\/[a-z]{2}-[A-Z]{2})?(?=\/|$)/

const MEDIA_DESTINATIONS = new Set(['image', 'font'])
const MEDIA_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i

/** The path without its site alias and locale (`/eu/fr-FR/cart` -> `/cart`). */
export const unprefixedPath = (pathname: string): string => pathname.replace(SITE_LOCALE_PREFIX, '') || '/'

export const chooseStrategy = (request: RequestFacts, workerOrigin: string): Strategy => {
    if (request.method !== 'GET') return 'passthrough'
    let url: URL
    try {
        url = new URL(request.url)
    } catch {
        return 'passthrough'
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'passthrough'
    const sameOrigin = url.origin === workerOrigin
    const isMedia = MEDIA_DESTINATIONS.has(request.destination) || MEDIA_EXTENSION.test(url.pathname)

    // Cross-origin requests (product imagery and CMS media on their own hosts) are left to the browser: <img>
    // fetches are opaque, so the worker could not store them anyway, and fetching them from the worker would
    // need the image hosts in the worker's connect-src.
    if (!sameOrigin) return 'passthrough'
    if (NEVER_CACHE.some((pattern) => pattern.test(url.pathname))) return 'passthrough'
    if (request.mode === 'navigate') {
        return PRIVATE_PAGES.test(unprefixedPath(url.pathname)) ? 'private-page' : 'page'
    }
    if (url.pathname.startsWith('/mobify/bundle/')) return 'static'
    if (isMedia) return 'media'
    return 'passthrough'
}

export interface ResponseFacts {
    status: number
    /** Response.type: opaque responses hide their size and status, so they are never stored. */
    type: string
    cacheControl: string | null
}

/** Whether a response may be stored for the given strategy. */
export const isCacheableResponse = (response: ResponseFacts, strategy: Strategy): boolean => {
    if (strategy === 'passthrough' || strategy === 'private-page') return false
    if (response.status !== 200) return false
    if (response.type === 'opaque' || response.type === 'error') return false
    const cacheControl = (response.cacheControl ?? '').toLowerCase()
    return !/\b(no-store|private)\b/.test(cacheControl)
}
