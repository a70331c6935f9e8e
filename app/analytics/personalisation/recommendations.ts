import type {PersonalisationConfig} from '../../config/types'
import type {VisitorIdentity} from './activities'

/**
 * The personalisation service's recommendation calls by wrapper (spec 001 §7.3): get recommenders, get
 * recommendations (a recommender for the products a page is about) and get zone recommendations (a page slot
 * whose recommender the service chooses). Each answers the recommended product ids with the service's
 * recoUUID, which view/click reco events carry back.
 */
export interface RecommendationRequest {
    /** The products the page is about (the product shown, the bag's lines). */
    products?: readonly string[]
    categoryId?: string
    limit?: number
    locale?: string
}

export interface Recommendations {
    recoUUID?: string
    recommenderName: string
    ids: string[]
}

export interface Recommender {
    name: string
    description?: string
}

interface RecsResponse {
    recoUUID?: string
    recommenderName?: string
    recs?: {id?: unknown}[]
}

export interface RecommendationsClientOptions {
    config: PersonalisationConfig
    siteId: string
    identity: VisitorIdentity
    realm: string
}

/** Recommendation calls never hold a page up: a slow service is given up on. */
export const RECOMMENDATIONS_TIMEOUT_MS = 4000

export const createRecommendationsClient = ({
    config,
    siteId,
    identity,
    realm
}: RecommendationsClientOptions) => {
    const base = `${config.endpoint.replace(/\/$/, '')}/v3/personalization`
    const site = encodeURIComponent(siteId)
    /** The deadline covers waiting for the visitor's session too: the body may wait for it. */
    const call = async <T>(path: string, pendingBody?: Promise<object>): Promise<T> => {
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), RECOMMENDATIONS_TIMEOUT_MS)
        try {
            const body = await Promise.race([
                pendingBody,
                new Promise<never>((_, reject) =>
                    controller.signal.addEventListener('abort', () =>
                        reject(new Error(`personalisation ${path}: timed out`))
                    )
                )
            ])
            const response = await fetch(`${base}${path}`, {
                method: body ? 'POST' : 'GET',
                headers: {'content-type': 'application/json', 'x-cq-client-id': config.clientId},
                ...(body && {body: JSON.stringify(body)}),
                signal: controller.signal
            })
            if (!response.ok) throw new Error(`personalisation ${path}: ${response.status}`)
            return (await response.json()) as T
        } finally {
            clearTimeout(timer)
        }
    }
    const requestBody = async (request: RecommendationRequest) => {
        const {userId, cookieId} = await identity()
        if (!cookieId)
            console.warn('[personalisation] no cookieId for this visitor; recommendations are not personal')
        return {
            ...(userId && {userId}),
            ...(cookieId && {cookieId}),
            realm,
            instanceType: 'prd',
            products: (request.products ?? []).map((id) => ({id})),
            ...(request.categoryId && {categoryId: request.categoryId}),
            ...(request.limit && {limit: request.limit}),
            ...(request.locale && {locale: request.locale})
        }
    }
    const toRecommendations = (response: RecsResponse, fallbackName: string): Recommendations => ({
        ...(response.recoUUID && {recoUUID: response.recoUUID}),
        recommenderName: response.recommenderName ?? fallbackName,
        ids: (response.recs ?? []).flatMap((rec) => (typeof rec.id === 'string' ? [rec.id] : []))
    })
    return {
        getRecommenders: async (): Promise<Recommender[]> =>
            (await call<{recommenders?: Recommender[]}>(`/recommenders/${site}`)).recommenders ?? [],
        getRecommendations: async (recommender: string, request: RecommendationRequest = {}) =>
            toRecommendations(
                await call<RecsResponse>(
                    `/recs/${site}/${encodeURIComponent(recommender)}`,
                    requestBody(request)
                ),
                recommender
            ),
        getZoneRecommendations: async (zone: string, request: RecommendationRequest = {}) =>
            toRecommendations(
                await call<RecsResponse>(
                    `/${site}/zones/${encodeURIComponent(zone)}/recs`,
                    requestBody(request)
                ),
                zone
            )
    }
}

export type RecommendationsClient = ReturnType<typeof createRecommendationsClient>
