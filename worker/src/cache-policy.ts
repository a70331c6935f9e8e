import type {Strategy} from './routing'

/**
 * Cache names carry a version: bump CACHE_VERSION when the stored format changes, and the activate step drops
 * every older cache of this worker.
 */
export const CACHE_PREFIX = 'vela'
export const CACHE_VERSION = 'v1'

export type CacheKind = 'offline' | 'static' | 'media' | 'pages'

export const cacheName = (kind: CacheKind): string => `${CACHE_PREFIX}-${kind}-${CACHE_VERSION}`

export const CURRENT_CACHES: readonly string[] = (['offline', 'static', 'media', 'pages'] as const).map(
    cacheName
)

/** Caches this worker created under an older version: safe to delete. Other apps' caches are left alone. */
export const isStaleCache = (name: string): boolean =>
    name.startsWith(`${CACHE_PREFIX}-`) && !CURRENT_CACHES.includes(name)

interface Limits {
    maxEntries: number
    maxAgeMs: number
}

const DAY = 24 * 60 * 60 * 1000

/**
 * Bundles are content-hashed, so old entries are only dead weight after a deploy; media can be numerous;
 * pages are an offline fallback only, so a day-old copy is the oldest worth showing.
 */
export const LIMITS: Record<'static' | 'media' | 'pages', Limits> = {
    static: {maxEntries: 60, maxAgeMs: 30 * DAY},
    media: {maxEntries: 120, maxAgeMs: 7 * DAY},
    pages: {maxEntries: 25, maxAgeMs: DAY}
}

export const cacheKindFor = (strategy: Strategy): 'static' | 'media' | 'pages' | null => {
    if (strategy === 'static' || strategy === 'media') return strategy
    if (strategy === 'page') return 'pages'
    return null
}

/** The header recording when the worker stored a response (the Cache API keeps no timestamps). */
export const STORED_AT_HEADER = 'x-sw-stored-at'

export const isExpired = (storedAt: string | null, maxAgeMs: number, now: number): boolean => {
    const stored = Number(storedAt)
    return !storedAt || !Number.isFinite(stored) || now - stored > maxAgeMs
}

/** How many of the oldest entries to delete so the cache holds at most maxEntries. */
export const overflow = (entries: number, maxEntries: number): number => Math.max(0, entries - maxEntries)

/** A navigation waits this long for the network before a cached copy is shown instead. */
export const NETWORK_TIMEOUT_MS = 3000
