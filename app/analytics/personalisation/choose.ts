import {isAllowedNow} from '../../integrations/when-consented'
import {runtimeFlag} from '../runtime-flags'
import {personalisationGroup, personalisationIds} from './personalisation-ids'

/**
 * The personalisation service's choose call through the storefront's own server (GET /dy/serve/user/choose:
 * the service's key stays there), for content keys and cart delivery keys (spec 001 §7.3). Reads
 * choices[0].variations[0].payload.data. Undefined whenever nothing personal applies: no consent (C0003),
 * the control group, the `dy` runtime flag off, or any failure ("failures ignored").
 */
export const CHOOSE_PATH = '/dy/serve/user/choose'
export const CHOOSE_TIMEOUT_MS = 2500

export type ChoosePageType = 'HOMEPAGE' | 'CATEGORY' | 'PRODUCT' | 'CART' | 'OTHER'

export interface ChooseRequest {
    /** The campaign (selector) name. */
    name: string
    type: ChoosePageType
    /** Where on the site: the category id, product id or path. */
    location: string
    siteId: string
    customerGroups: readonly string[]
    channel: 'WEB' | 'APP'
}

export interface ChosenVariation {
    data: Record<string, unknown>
    decisionId?: string
}

interface ChooseResponse {
    choices?: {decisionId?: string; variations?: {payload?: {data?: unknown}}[]}[]
}

export const chosenData = (response: ChooseResponse): ChosenVariation | undefined => {
    const choice = response.choices?.[0]
    const data = choice?.variations?.[0]?.payload?.data
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
    return {data: data as Record<string, unknown>, ...(choice?.decisionId && {decisionId: choice.decisionId})}
}

export const choose = async (request: ChooseRequest): Promise<ChosenVariation | undefined> => {
    if (!isAllowedNow('personalisationService') || !runtimeFlag('dy')) return undefined
    if (personalisationGroup() === 'control') return undefined
    const {dyid, session} = personalisationIds()
    const query = new URLSearchParams({
        name: request.name,
        type: request.type,
        location: request.location,
        channel: request.channel,
        customerGroups: request.customerGroups.join(',')
    })
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), CHOOSE_TIMEOUT_MS)
    try {
        const response = await fetch(`${CHOOSE_PATH}?${query.toString()}`, {
            headers: {'x-site-id': request.siteId, 'x-dy-id': dyid, 'x-dy-session': session},
            signal: controller.signal
        })
        if (!response.ok) return undefined
        return chosenData((await response.json()) as ChooseResponse)
    } catch {
        return undefined
    } finally {
        clearTimeout(timer)
    }
}

/** Engagement collect: the shopper acted on a chosen variation (decisionId) or a recommended slot (slotId). */
export const reportEngagement = (endpoint: string, engagement: {decisionId: string} | {slotId: string}) => {
    if (!isAllowedNow('personalisationService') || !runtimeFlag('dy')) return
    const {dyid, session} = personalisationIds()
    const type = 'decisionId' in engagement ? 'CLICK' : 'SLOT_CLICK'
    fetch(`${endpoint.replace(/\/$/, '')}/v2/collect/user/engagement`, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({user: {dyid}, session: {dy: session}, engagements: [{type, ...engagement}]}),
        keepalive: true
    }).catch(() => undefined)
}
