import {useQuery} from '@tanstack/react-query'
import {useLocation} from 'react-router-dom'
import {useSite} from '../site/site-context'
import {getContentClient, type ContentScope} from './content-client'
import type {ContentJson, ContentTreeNode} from './content-types'

const isServer = typeof window === 'undefined'
/** Spec 001 §9: content may be cached for 10 minutes. */
const CONTENT_STALE_TIME = 600_000

export const readPreviewDomain = (search: string): string | undefined => {
    const vse = new URLSearchParams(search).get('vse') ?? undefined
    return vse && /^[\w.-]{1,253}$/.test(vse) ? vse : undefined
}

/** Locale, origin and preview domain for content requests made by the current page. */
export const useContentScope = (): ContentScope => {
    const {config, locale} = useSite()
    const {search} = useLocation()
    const appOrigin = isServer ? '' : window.location.origin
    return {config, appOrigin, locale: locale.id, vse: readPreviewDomain(search)}
}

const logFailure = (what: string, error: unknown) => {
    // Spec 001 §8: failed content fetches are logged and the page carries on with empty data.
    const name = (error as {name?: string})?.name
    if (name === 'CONTENT_NOT_FOUND') return
    console.error(`[content] ${what} failed`, error instanceof Error ? error.message : error)
}

/**
 * One content item by delivery key, or null when it is missing or the CMS fails. Loaded during SSR (the
 * query suspends the server's prepass, so content that names products can load them in the same request).
 * Much content is optional (a category without editorial content): missing is a normal state, not an
 * error. The browser therefore asks through the bulk endpoint, which answers a missing item inside a 200
 * instead of a 404 the browser would log as a failed request; the server reads by key (cacheable upstream).
 */
export const useContentByKey = <T extends ContentJson = ContentJson>(key: string | undefined) => {
    const scope = useContentScope()
    return useQuery(
        ['content', 'key', scope.locale, scope.vse ?? '', key],
        async (): Promise<T | null> => {
            try {
                const client = await getContentClient(scope)
                if (!isServer) {
                    const {responses} = await client.getContentItemsByKey<T>([key as string])
                    const [response] = responses
                    return response && 'content' in response ? response.content : null
                }
                const item = await client.getContentItemByKey(key as string)
                return item.toJSON() as T
            } catch (error) {
                logFailure(`key ${String(key)}`, error)
                return null
            }
        },
        {enabled: Boolean(key), suspense: isServer, staleTime: CONTENT_STALE_TIME}
    )
}

/** Several items by key in one request (missing ones are null), in the order asked for. */
export const useContentByKeys = <T extends ContentJson = ContentJson>(keys: string[]) => {
    const scope = useContentScope()
    return useQuery(
        ['content', 'keys', scope.locale, scope.vse ?? '', ...keys],
        async (): Promise<(T | null)[]> => {
            try {
                const client = await getContentClient(scope)
                const result = await client.getContentItemsByKey<T>(keys)
                return result.responses.map((response) => ('content' in response ? response.content : null))
            } catch (error) {
                logFailure(`keys ${keys.join(',')}`, error)
                return keys.map(() => null)
            }
        },
        {enabled: keys.length > 0, suspense: isServer, staleTime: CONTENT_STALE_TIME}
    )
}

/** Spec 001 §7.3: hierarchies are read with depth 14 and pages of 100 until no cursor remains. */
export const useContentHierarchy = <T extends ContentJson = ContentJson>(rootKey: string | undefined) => {
    const scope = useContentScope()
    return useQuery(
        ['content', 'hierarchy', scope.locale, scope.vse ?? '', rootKey],
        async (): Promise<ContentTreeNode<T> | null> => {
            try {
                const client = await getContentClient(scope)
                const tree = await client.getHierarchyByKey({
                    rootKey: rootKey as string,
                    maximumDepth: 14,
                    maximumPageSize: 100
                })
                return tree as unknown as ContentTreeNode<T>
            } catch (error) {
                logFailure(`hierarchy ${String(rootKey)}`, error)
                return null
            }
        },
        {enabled: Boolean(rootKey), suspense: isServer, staleTime: CONTENT_STALE_TIME}
    )
}
