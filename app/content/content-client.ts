import type {ContentClient} from 'dc-delivery-sdk-js'
import type {StorefrontConfig} from '../config/types'
import {upstreamBase} from '../commerce/upstreams'

export interface ContentScope {
    config: StorefrontConfig
    appOrigin: string
    /** Locale id; content falls back to British English where a field has no value for it. */
    locale: string
    /** Virtual staging (preview) domain, when previewing. */
    vse?: string
}

const clients = new Map<string, Promise<ContentClient>>()

/**
 * On the server, content calls go through the upstream deadline and retry (app/server-fetch); the browser keeps
 * the SDK's own transport. The adaptor's chunk is never requested by a browser.
 */
const serverAdaptor = async () =>
    typeof window === 'undefined'
        ? (await import(/* webpackChunkName: "server-content-adaptor" */ '../server-fetch/content-adaptor'))
              .contentAdaptor
        : undefined

/**
 * The delivery SDK client for a locale and preview domain. The SDK is loaded on demand: first page loads get
 * their content in the hydrated state, so the browser only fetches the SDK when navigating needs new content.
 */
export const getContentClient = (scope: ContentScope): Promise<ContentClient> => {
    const {config, appOrigin, locale, vse} = scope
    const cacheKey = `${locale}|${vse ?? ''}`
    let client = clients.get(cacheKey)
    if (!client) {
        client = Promise.all([
            import(/* webpackChunkName: "content-sdk" */ 'dc-delivery-sdk-js'),
            serverAdaptor()
        ]).then(([{ContentClient}, adaptor]) => {
            const {hubName, previewMode} = config.app.content
            const base = upstreamBase(config, 'content', appOrigin)
            const localeFallback = locale === 'en-GB' ? locale : `${locale},en-GB`
            const transport = adaptor ? {adaptor} : {}
            if (vse && previewMode === 'staging-host') {
                return new ContentClient({
                    hubName,
                    stagingEnvironment: vse,
                    locale: localeFallback,
                    ...transport
                })
            }
            const baseUrl = vse ? `${base}/vse/${encodeURIComponent(vse)}` : base
            return new ContentClient({hubName, baseUrl, locale: localeFallback, ...transport})
        })
        clients.set(cacheKey, client)
    }
    return client
}
