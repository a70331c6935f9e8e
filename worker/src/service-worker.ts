import {cacheName, isStaleCache} from './cache-policy'
import {OFFLINE_HEADERS, OFFLINE_HTML, OFFLINE_URL} from './offline-page'
import {discoverShellAssets} from './precache'
import {chooseStrategy} from './routing'
import {cacheFirst, type FetchContext, networkFirst, networkOnly, storeResponse} from './strategies'

declare const self: ServiceWorkerGlobalScope

/** Best effort: the shell's bundle files from the home page, so a first offline visit can still boot them. */
const precacheShell = async () => {
    const home = await fetch('/', {credentials: 'same-origin', cache: 'no-cache'})
    if (!home.ok) return
    await storeResponse('/', home.clone(), 'page')
    const cache = await caches.open(cacheName('static'))
    const urls = discoverShellAssets(await home.text(), self.location.origin)
    await Promise.all(
        urls.map(async (url) => {
            if (await cache.match(url)) return
            const response = await fetch(url, {credentials: 'same-origin'})
            if (response.ok) await storeResponse(url, response, 'static')
        })
    )
}

self.addEventListener('install', (event) => {
    event.waitUntil(
        (async () => {
            const offline = await caches.open(cacheName('offline'))
            await offline.put(OFFLINE_URL, new Response(OFFLINE_HTML, {headers: OFFLINE_HEADERS}))
            await precacheShell().catch((error: unknown) => console.warn('[worker] precache skipped', error))
            await self.skipWaiting()
        })()
    )
})

self.addEventListener('activate', (event) => {
    event.waitUntil(
        (async () => {
            const names = await caches.keys()
            await Promise.all(names.filter(isStaleCache).map((name) => caches.delete(name)))
            // Lets navigations start their network request while the worker boots.
            await self.registration.navigationPreload?.enable()
            await self.clients.claim()
        })()
    )
})

self.addEventListener('fetch', (event) => {
    const {request} = event
    const strategy = chooseStrategy(request, self.location.origin)
    const context: FetchContext = {
        request,
        preloadResponse: Promise.resolve(event.preloadResponse as Promise<Response | undefined>),
        waitUntil: (promise) => event.waitUntil(promise)
    }
    switch (strategy) {
        case 'static':
        case 'media':
            return event.respondWith(cacheFirst(context, strategy))
        case 'page':
            return event.respondWith(networkFirst(context))
        case 'private-page':
            return event.respondWith(networkOnly(context))
        case 'passthrough':
            // With navigation preload on, a navigation this worker does not handle still uses the preload.
            if (request.mode === 'navigate') {
                event.respondWith(context.preloadResponse.then((preloaded) => preloaded ?? fetch(request)))
            }
    }
})
