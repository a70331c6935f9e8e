import {useCallback, useMemo} from 'react'
import {useQueryClient} from '@tanstack/react-query'
import {useCommerceApi} from '@salesforce/commerce-sdk-react'
import {useHistory, useLocation} from 'react-router-dom'
import {useWebView} from '../../hooks/use-web-view'
import {
    DEFAULT_LIMIT,
    effectiveListingQuery,
    parseListingQuery,
    searchPhraseKey,
    serialiseListingQuery,
    withAppExclusiveRule,
    type ListingQuery,
    type Refinements
} from '../../rules/listing'
import {safeDecode} from '../../region/url-parts'
import {useSite} from '../../site/site-context'
import {useControllerQuery} from '../controllers/use-controller'
import {useCatalogQuery} from './catalog-query'
import {projectListingResult} from './search-projection'
import {
    SEARCH_EXPAND,
    SEARCH_SERVER_TTL,
    type ProductSearchResult,
    type SearchParams
} from './use-product-search'

/** The platform returns at most 200 hits per request, so a listing window never asks for more. */
export const MAX_WINDOW = 200
export const PAGE_SIZE = DEFAULT_LIMIT

const BOOLEAN_ATTRIBUTES = ['c_isSale', 'c_isNew', 'isAppExclusive']
const PRICE_RANGE = /^\(\d+(\.\d+)?\.\.\d+(\.\d+)?\)$/
const ATTRIBUTE_ID = /^[A-Za-z][\w-]{0,63}$/
const SORT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/i

/** A value the platform would reject (and fail the whole search on) is dropped instead. */
const acceptedValue = (attribute: string, value: string) => {
    if (BOOLEAN_ATTRIBUTES.includes(attribute)) return value === 'true' || value === 'false'
    if (attribute === 'price') return PRICE_RANGE.test(value)
    return value.length <= 256
}

/** Characters that would break the query string or the refine syntax if they appeared decoded. */
const reEscape = (text: string) => text.replace(/[%&+#]/g, (char) => encodeURIComponent(char))

/**
 * The refine parameter as the listing syntax writes it, even when something on the way percent-encoded it
 * whole (`refine=c_size%3DS%7CM`, as URLSearchParams serialises it: the server's request processor
 * re-serialises query strings, and so do many link builders). Such a value has no literal '=' left; decoding
 * it once restores the separators, and the characters that must stay escaped inside values are escaped again.
 */
export const normaliseListingSearch = (search: string): string =>
    search.replace(/(^\?|&)refine=([^&]*)/, (whole: string, lead: string, raw: string) =>
        raw.includes('=') || !/%3D/i.test(raw) ? whole : `${lead}refine=${reEscape(safeDecode(raw))}`
    )

export interface SanitiseOptions {
    /** Category pages fix the category themselves; a cgid in the URL's refine is ignored there. */
    allowCategory?: boolean
}

/**
 * The URL's listing query with every malformed part ignored: unknown-looking attribute ids, values the
 * platform rejects (a boolean that is not true/false, a price that is not a range), odd sort ids and windows
 * above what one request may return. What remains is always a valid search, so a hand-edited URL renders a
 * clean page rather than an error.
 */
export const sanitiseListingQuery = (query: ListingQuery, {allowCategory = false}: SanitiseOptions = {}) => {
    const refine: Record<string, readonly string[]> = {}
    for (const [attribute, values] of Object.entries(query.refine)) {
        if (!ATTRIBUTE_ID.test(attribute) || (attribute === 'cgid' && !allowCategory)) continue
        const kept = values.filter((value) => acceptedValue(attribute, value))
        if (kept.length) refine[attribute] = kept
    }
    return {
        ...query,
        refine,
        limit: query.limit === undefined ? undefined : Math.min(query.limit, MAX_WINDOW),
        sort: query.sort && SORT_ID.test(query.sort) ? query.sort : undefined
    } satisfies ListingQuery
}

/** One `attribute=v1|v2` entry per attribute, as the search API's repeated refine parameter takes them. */
export const toRefineParams = (refine: Refinements): string[] =>
    Object.entries(refine)
        .filter(([, values]) => values.length)
        .map(([attribute, values]) => `${attribute}=${values.join('|')}`)

export interface ListingScope {
    /** The listing's category (category pages). */
    cgid?: string
    /** The search phrase (search page). */
    q?: string
    /** "If the app-exclusive preference is on and not in the app web view" (spec 000 §5). */
    appExclusive: boolean
    webView: boolean
}

/** The search request for a listing query, its category or phrase, and the app-exclusive rule. */
export const listingSearchParams = (query: ListingQuery, scope: ListingScope): SearchParams => {
    const {refine, limit, offset, sort} = effectiveListingQuery(query)
    const withRule = withAppExclusiveRule(refine, scope.appExclusive, scope.webView)
    return {
        ...(scope.q ? {q: scope.q} : {}),
        refine: [...(scope.cgid ? [`cgid=${scope.cgid}`] : []), ...toRefineParams(withRule)],
        sort,
        offset,
        limit: Math.min(limit, MAX_WINDOW)
    }
}

export interface NavigateOptions {
    /** Replace the history entry (load more) instead of adding one (filters, sort). */
    replace?: boolean
}

/**
 * The listing query of the current URL (sanitised) and a way to change it. Changes go through the router, so
 * they are client-side navigations: the page stays, the scroll position stays, the URL stays shareable.
 */
export const useListingQuery = (options: SanitiseOptions = {}) => {
    const {pathname, search} = useLocation()
    const history = useHistory()
    const {allowCategory = false} = options
    const query = useMemo(
        () => sanitiseListingQuery(parseListingQuery(normaliseListingSearch(search)), {allowCategory}),
        [search, allowCategory]
    )
    const navigate = useCallback(
        (next: ListingQuery, {replace = false}: NavigateOptions = {}) => {
            const target = {pathname, search: serialiseListingQuery(next)}
            if (replace) history.replace(target)
            else history.push(target)
        },
        [history, pathname]
    )
    return {query, navigate}
}

interface Preferences {
    isAppExclusiveEnabled?: boolean
}

/** Site preferences change rarely; the listing does not need them fresher than this. */
const PREFERENCES_STALE_TIME = 600_000

/**
 * The inputs of the app-exclusive rule: the site preference (server-rendered with the page) and whether the
 * page runs in the app's web view. `ready` turns false only while the preference is loading in the browser,
 * so a listing never searches twice (once without the rule, once with it).
 */
export const useAppExclusiveRule = () => {
    const preferences = useControllerQuery<Preferences>(
        'PWA-GetPreferences',
        {},
        {staleTime: PREFERENCES_STALE_TIME}
    )
    const webView = useWebView()
    return {
        appExclusive: preferences.data?.isAppExclusiveEnabled === true,
        webView,
        ready: !preferences.isLoading
    }
}

/** Spec 000 §9: "Query cache stale time 2000 ms"; hydrated and just-merged results are not fetched again. */
export const LISTING_STALE_TIME = 2000

/** The search as it is asked for and cached: a phrase differing only in case or spacing is the same search. */
const searchKeyParams = (params: SearchParams) => ({
    ...params,
    ...(params.q === undefined ? {} : {q: searchPhraseKey(params.q)}),
    expand: SEARCH_EXPAND
})

/**
 * A listing's product search: server-rendered, kept while the next result loads (filters change without the
 * grid emptying), and fresh for the spec's stale time so hydration and cache hits never refetch. The result
 * is projected to what listings read (search-projection.ts).
 */
export const useListingSearch = (params: SearchParams, {enabled = true}: {enabled?: boolean} = {}) => {
    const client = useCommerceApi('shopperSearch')
    return useCatalogQuery(
        'listing-search',
        searchKeyParams(params),
        (options) => client.productSearch(options as Parameters<typeof client.productSearch>[0]),
        {
            enabled,
            keepPreviousData: true,
            staleTime: LISTING_STALE_TIME,
            project: projectListingResult,
            serverTtlMs: SEARCH_SERVER_TTL
        }
    )
}

/**
 * Puts a result into the query cache under the key useListingSearch reads for these parameters (the
 * catalogue boundary's key: kind, name, site, locale, currency, parameters). Load more uses it so the merged
 * window is served from the cache, now and when the shopper comes back to the page.
 */
export const useSeedProductSearch = () => {
    const queryClient = useQueryClient()
    const {site, locale, currency} = useSite()
    return useCallback(
        (params: SearchParams, result: ProductSearchResult) =>
            queryClient.setQueryData(
                ['catalog', 'listing-search', site.id, locale.id, currency, searchKeyParams(params)],
                result
            ),
        [queryClient, site.id, locale.id, currency]
    )
}
