import {useQuery} from '@tanstack/react-query'
import {useLocation} from 'react-router-dom'
import {useSite} from '../site/site-context'
import {useSuspendsInPrepass} from '../ssr/prepass'
import {processCached, processCachedInitialData} from '../ssr/process-cache'
import {getContentClient, type ContentScope} from './content-client'
import {projectContent} from './content-projection'
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

const isNotFound = (error: unknown) => (error as {name?: string})?.name === 'CONTENT_NOT_FOUND'

const logFailure = (what: string, error: unknown) => {
    // Spec 001 §8: failed content fetches are logged and the page carries on with empty data.
    if (isNotFound(error)) return
    console.error(`[content] ${what} failed`, error instanceof Error ? error.message : error)
}

/**
 * Published content is the same for every shopper: a server process reuses it for other renders for as long
 * as the spec lets content be cached (previews are never reused).
 */
const serverTtl = (scope: ContentScope) => (scope.vse ? 0 : CONTENT_STALE_TIME)

/** Previews are never taken from the process cache. */
const cachedInitialData = <T>(key: readonly unknown[], scope: ContentScope, enabled: boolean) =>
    processCachedInitialData<T>(key, enabled && !scope.vse)

/**
 * One content item by delivery key, or null when it is missing or the CMS fails. Loaded during SSR (the
 * query suspends the server's prepass, so content that names products can load them in the same request).
 * Much content is optional (a category without editorial content): missing is a normal state, not an
 * error. The browser therefore asks through the bulk endpoint, which answers a missing item inside a 200
 * instead of a 404 the browser would log as a failed request; the server reads by key (cacheable upstream).
 */
export const useContentByKey = <T extends ContentJson = ContentJson>(key: string | undefined) => {
    const scope = useContentScope()
    const suspends = useSuspendsInPrepass()
    const queryKey = ['content', 'key', scope.locale, scope.vse ?? '', key]
    return useQuery(
        queryKey,
        async (): Promise<T | null> => {
            try {
                if (!isServer) {
                    const client = await getContentClient(scope)
                    const {responses} = await client.getContentItemsByKey<T>([key as string])
                    const [response] = responses
                    return response && 'content' in response ? projectContent(response.content) : null
                }
                return await processCached(
                    queryKey,
                    async () => {
                        const client = await getContentClient(scope)
                        try {
                            const item = await client.getContentItemByKey(key as string)
                            return projectContent(item.toJSON() as T)
                        } catch (error) {
                            // A missing item is an answer (and may be reused); any other failure is not.
                            if (isNotFound(error)) return null
                            throw error
                        }
                    },
                    {ttlMs: serverTtl(scope)}
                )
            } catch (error) {
                logFailure(`key ${String(key)}`, error)
                return null
            }
        },
        {
            enabled: Boolean(key),
            suspense: suspends,
            staleTime: CONTENT_STALE_TIME,
            ...cachedInitialData<T | null>(queryKey, scope, Boolean(key))
        }
    )
}

/** Several items by key in one request (missing ones are null), in the order asked for. */
export const useContentByKeys = <T extends ContentJson = ContentJson>(keys: string[]) => {
    const scope = useContentScope()
    const suspends = useSuspendsInPrepass()
    const queryKey = ['content', 'keys', scope.locale, scope.vse ?? '', ...keys]
    return useQuery(
        queryKey,
        async (): Promise<(T | null)[]> => {
            try {
                return await processCached(
                    queryKey,
                    async () => {
                        const client = await getContentClient(scope)
                        const result = await client.getContentItemsByKey<T>(keys)
                        return result.responses.map((response) =>
                            'content' in response ? projectContent(response.content) : null
                        )
                    },
                    {ttlMs: serverTtl(scope)}
                )
            } catch (error) {
                logFailure(`keys ${keys.join(',')}`, error)
                return keys.map(() => null)
            }
        },
        {
            enabled: keys.length > 0,
            suspense: suspends,
            staleTime: CONTENT_STALE_TIME,
            ...cachedInitialData<(T | null)[]>(queryKey, scope, keys.length > 0)
        }
    )
}

export interface HierarchyProjection<T extends ContentJson> {
    /** Names the projection in the query key, so differently projected copies never share a cache entry. */
    name: string
    project: (tree: ContentTreeNode<T>) => ContentTreeNode<T>
}

/**
 * Spec 001 §7.3: hierarchies are read with depth 14 and pages of 100 until no cursor remains. A projection
 * keeps only the node fields its reader uses (e.g. the menu's), before the tree reaches any cache.
 */
export const useContentHierarchy = <T extends ContentJson = ContentJson>(
    rootKey: string | undefined,
    projection?: HierarchyProjection<T>
) => {
    const scope = useContentScope()
    const suspends = useSuspendsInPrepass()
    const queryKey = [
        'content',
        'hierarchy',
        scope.locale,
        scope.vse ?? '',
        rootKey,
        projection?.name ?? 'all'
    ]
    return useQuery(
        queryKey,
        async (): Promise<ContentTreeNode<T> | null> => {
            try {
                return await processCached(
                    queryKey,
                    async () => {
                        const client = await getContentClient(scope)
                        const tree = (await client.getHierarchyByKey({
                            rootKey: rootKey as string,
                            maximumDepth: 14,
                            maximumPageSize: 100
                        })) as unknown as ContentTreeNode<T>
                        return projection ? projection.project(tree) : tree
                    },
                    {ttlMs: serverTtl(scope)}
                )
            } catch (error) {
                logFailure(`hierarchy ${String(rootKey)}`, error)
                return null
            }
        },
        {
            enabled: Boolean(rootKey),
            suspense: suspends,
            staleTime: CONTENT_STALE_TIME,
            ...cachedInitialData<ContentTreeNode<T> | null>(queryKey, scope, Boolean(rootKey))
        }
    )
}
