import {cacheKindFor, cacheName, CURRENT_CACHES, isExpired, isStaleCache, overflow} from './cache-policy'

describe('cache names', () => {
    test('every current cache is versioned and none is considered stale', () => {
        for (const name of CURRENT_CACHES) {
            expect(name).toMatch(/^vela-\w+-v\d+$/)
            expect(isStaleCache(name)).toBe(false)
        }
    })
    test('older versions of this worker are stale; other caches are not ours to delete', () => {
        expect(isStaleCache('vela-static-v0')).toBe(true)
        expect(isStaleCache('vela-pages-old')).toBe(true)
        expect(isStaleCache('workbox-precache-v2')).toBe(false)
        expect(isStaleCache('other-app')).toBe(false)
    })
    test('strategies map to their cache; uncached strategies to none', () => {
        expect(cacheKindFor('static')).toBe('static')
        expect(cacheKindFor('media')).toBe('media')
        expect(cacheKindFor('page')).toBe('pages')
        expect(cacheKindFor('private-page')).toBeNull()
        expect(cacheKindFor('passthrough')).toBeNull()
        expect(cacheName('pages')).toBe('vela-pages-v1')
    })
})

describe('expiry and caps', () => {
    const now = 1_000_000_000
    test('entries older than the limit, or without a stamp, are expired', () => {
        expect(isExpired(String(now - 500), 1000, now)).toBe(false)
        expect(isExpired(String(now - 1500), 1000, now)).toBe(true)
        expect(isExpired(null, 1000, now)).toBe(true)
        expect(isExpired('not a number', 1000, now)).toBe(true)
    })
    test('overflow counts the oldest entries to drop', () => {
        expect(overflow(10, 25)).toBe(0)
        expect(overflow(25, 25)).toBe(0)
        expect(overflow(27, 25)).toBe(2)
    })
})
