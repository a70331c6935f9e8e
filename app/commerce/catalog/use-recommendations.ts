import {useQuery} from '@tanstack/react-query'
import {useSite} from '../../site/site-context'
import {upstreamBase} from '../upstreams'
import {keepMasterProducts, withoutHiddenProducts} from '../../rules/product/product-display'
import {useProducts, type Product} from './use-products'

const isServer = typeof window === 'undefined'

/** Spec 000 §9: "at most 5 recommended products in one mode". */
export const MAX_RECOMMENDATIONS = 5

/** The platform's recommendation types: 1 cross-sell, 2 up-sell, 3 similar ("other"). */
export type RecommendationMode = 1 | 2 | 3

interface RecommendationResponse {
    ids?: string[]
    recommendations?: {recommendedItemId?: string}[]
}

const recommendedIds = (response: RecommendationResponse): string[] =>
    response.ids ?? (response.recommendations ?? []).flatMap((item) => item.recommendedItemId ?? [])

/** Recommended ids from another source than the platform, with that source's tracking id and name. */
export interface RecommendationPick {
    ids: string[]
    recoUUID?: string
    recommenderName?: string
}

/** Another source to ask first (the personalisation service); undefined from it means "ask the platform". */
export type PreferredRecommendations = (productId: string) => Promise<RecommendationPick | undefined>

/**
 * Recommendations for a product (spec 000 §7: "Recommendations for {id} with recommendation_type and
 * locale"): the ids, then the products by id in one batch, hidden products (c_isHideProduct) dropped (spec 001
 * §7.3). A preferred source, when given, is asked first; the platform answers when it has nothing. Loaded in
 * the browser: the list sits below the fold and must not slow the cached page down.
 */
export const useRecommendations = (
    productId: string | undefined,
    mode: RecommendationMode = 3,
    preferred?: PreferredRecommendations
) => {
    const {config, site, locale} = useSite()
    const ids = useQuery(
        ['recommendations', site.id, locale.id, productId, mode, Boolean(preferred)],
        async (): Promise<RecommendationPick> => {
            const picked = preferred && productId ? await preferred(productId) : undefined
            if (picked) return {...picked, ids: picked.ids.slice(0, MAX_RECOMMENDATIONS)}
            const query = new URLSearchParams({
                siteId: site.id,
                recommendation_type: String(mode),
                locale: locale.id,
                limit: String(MAX_RECOMMENDATIONS)
            })
            const base = upstreamBase(config, 'self', window.location.origin)
            const response = await fetch(
                `${base}/recommendations/${encodeURIComponent(productId ?? '')}?${query.toString()}`
            )
            if (!response.ok) throw new Error(`Recommendations failed: ${response.status}`)
            return {
                ids: recommendedIds((await response.json()) as RecommendationResponse).slice(
                    0,
                    MAX_RECOMMENDATIONS
                )
            }
        },
        {enabled: !isServer && Boolean(productId), staleTime: 300_000}
    )
    const products = useProducts(ids.data?.ids ?? [])
    const list = (products.data?.data ?? []) as (Product & {c_isHideProduct?: boolean})[]
    return {
        products: keepMasterProducts(withoutHiddenProducts(list)).slice(0, MAX_RECOMMENDATIONS),
        isLoading: ids.isLoading || (Boolean(ids.data?.ids.length) && products.isLoading),
        recoUUID: ids.data?.recoUUID,
        recommenderName: ids.data?.recommenderName
    }
}

/** A recommendation id list from the platform (browser only: below the fold, and shopper-independent). */
const useRecommendationIds = (path: string | undefined, limit: number) => {
    const {config, site, locale} = useSite()
    return useQuery(
        ['recommendation-ids', site.id, locale.id, path, limit],
        async () => {
            const query = new URLSearchParams({siteId: site.id, locale: locale.id, limit: String(limit)})
            const base = upstreamBase(config, 'self', window.location.origin)
            const response = await fetch(`${base}${path ?? ''}?${query.toString()}`)
            if (!response.ok) throw new Error(`Recommendations failed: ${response.status}`)
            const body = (await response.json()) as RecommendationResponse
            return recommendedIds(body).slice(0, limit)
        },
        {enabled: !isServer && Boolean(path), staleTime: 300_000}
    )
}

/** The products a merchant-configured recommender (the CMS block's recommender id) picks, as ids. */
export const useRecommenderIds = (recommenderId: string | undefined, limit = 12, enabled = true) =>
    useRecommendationIds(
        enabled && recommenderId
            ? `/recommendations/recommenders/${encodeURIComponent(recommenderId)}`
            : undefined,
        limit
    )

/** Spec 000 §9 and 001 §9: "Category recommendation carousel: 6 products". */
export const CATEGORY_RECOMMENDATIONS = 6

/** What completes the look of a category's products, as ids. */
export const useCategoryRecommendationIds = (categoryId: string | undefined, enabled = true) =>
    useRecommendationIds(
        enabled && categoryId ? `/recommendations/categories/${encodeURIComponent(categoryId)}` : undefined,
        CATEGORY_RECOMMENDATIONS
    )
