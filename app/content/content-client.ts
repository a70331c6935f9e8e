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
 * The delivery SDK client for a locale and preview domain. The SDK is loaded on demand: first page loads get
 * their content in the hydrated state, so the browser only fetches the SDK when navigating needs new content.
 */
export const getContentClient = (scope: ContentScope): Promise<ContentClient> => {
    const {config, appOrigin, locale, vse} = scope
    const cacheKey = `${locale}|${vse ?? ''}`
    let client = clients.get(cacheKey)
    if (!client) {
        client = import(/* webpackChunkName: "content-sdk" */ 'dc-delivery-sdk-js').then(
            ({ContentClient}) => {
                const {hubName, previewMode} = config.app.content
                const base = upstreamBase(config, 'content', appOrigin)
                const localeFallback = locale === 'en-GB' ? locale : `${locale},en-GB`
                if (vse && previewMode === 'staging-host') {
                    return new ContentClient({hubName, stagingEnvironment: vse, locale: localeFallback})
                }
                const baseUrl = vse ? `${base}/vse/${encodeURIComponent(vse)}` : base
                return new ContentClient({hubName, baseUrl, locale: localeFallback})
            }
        )
        clients.set(cacheKey, client)
    }
    return client
}
