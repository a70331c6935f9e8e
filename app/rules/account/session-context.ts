import {queryParam} from '../../region/url-parts'

/**
 * The shopper context the storefront sends to the platform's controllers (spec 001 §7.3) and the one-shot
 * link parameters it acts on (spec 000 §2, 001 §2.2). Values come from the page's query; a malformed value is
 * left out rather than sent (the platform answers bad parameters with a 400, which would lose the whole
 * context).
 */

/** "PWA-SetContext | glCountry, glCurrency, uuid (usid), geCartHash, src, sourceCode, customerGroup, isWebView,
 * siteDate, effectiveDateTime, mergeBasketUUID". */
export const SET_CONTEXT_PARAMS = [
    'glCountry',
    'glCurrency',
    'uuid',
    'geCartHash',
    'src',
    'sourceCode',
    'customerGroup',
    'isWebView',
    'siteDate',
    'effectiveDateTime',
    'mergeBasketUUID'
] as const
export type SetContextParam = (typeof SET_CONTEXT_PARAMS)[number]
export type SetContextParams = Partial<Record<SetContextParam, string>>

const COUNTRY = /^[A-Za-z]{2}$/
const CURRENCY = /^[A-Za-z]{3}$/
/** Campaign source codes, customer group ids, cart hashes: plain tokens, never markup or long text. */
const TOKEN = /^[\w.:-]{1,128}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const matching = (value: string | undefined, pattern: RegExp) => {
    const trimmed = value?.trim()
    return trimmed && pattern.test(trimmed) ? trimmed : undefined
}

/** A previewTimestamp as an ISO date-time: epoch milliseconds or any date the platform can read. */
export const previewDate = (value: string | undefined): string | undefined => {
    const raw = value?.trim()
    if (!raw) return undefined
    const date = /^\d{10,13}$/.test(raw) ? new Date(Number(raw.padEnd(13, '0'))) : new Date(raw)
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** A shared or app basket to merge: "mergeBasketUUID" (spec 000 §2). */
export const mergeBasketUuid = (search: string): string | undefined =>
    matching(queryParam(search, 'mergeBasketUUID'), UUID)

export interface ContextInput {
    /** The page's query string. */
    search: string
    usid: string
    siteCountry: string
    currency: string
    /** The app web view, from the query or remembered for the session. */
    isWebView: boolean
}

/**
 * The parameters of PWA-SetContext for a page: the country and currency the shopper asked for (glCountry,
 * glCurrency) or the site's own; the session (uuid); the campaign source (a newSrc replaces src), its source
 * code and the customer group; the app web view; the preview date (previewTimestamp, as siteDate and
 * effectiveDateTime); the cross-border cart hash and a basket to merge.
 */
export const setContextParams = ({search, usid, siteCountry, currency, isWebView}: ContextInput) => {
    const get = (name: string) => queryParam(search, name)
    const date = previewDate(get('previewTimestamp'))
    const params: SetContextParams = {
        glCountry: (matching(get('glCountry'), COUNTRY) ?? siteCountry).toUpperCase(),
        glCurrency: (matching(get('glCurrency'), CURRENCY) ?? currency).toUpperCase(),
        uuid: usid,
        geCartHash: matching(get('geCartHash'), TOKEN),
        src: matching(get('newSrc'), TOKEN) ?? matching(get('src'), TOKEN),
        sourceCode: matching(get('sourceCode'), TOKEN),
        customerGroup: matching(get('customerGroup'), TOKEN),
        isWebView: isWebView ? 'true' : undefined,
        siteDate: date,
        effectiveDateTime: date,
        mergeBasketUUID: mergeBasketUuid(search)
    }
    return Object.fromEntries(
        Object.entries(params).filter(([, value]) => value !== undefined)
    ) as SetContextParams
}

/** The context's identity: two pages whose parameters match need no second PWA-SetContext. */
export const contextKey = (params: SetContextParams): string =>
    SET_CONTEXT_PARAMS.map((name) => `${name}=${params[name] ?? ''}`).join('&')

/** "PWA-GetCustomerGroups | query src". */
export const customerGroupsParams = (search: string): {src?: string} => {
    const src = matching(queryParam(search, 'newSrc'), TOKEN) ?? matching(queryParam(search, 'src'), TOKEN)
    return src ? {src} : {}
}

/** "Delivery types: deliverToAddress and clickAndCollect" (spec 001 §9); the link parameter deliveryOption. */
export type DeliveryOptionParam = 'deliverToAddress' | 'clickAndCollect'

export const deliveryOptionParam = (search: string): DeliveryOptionParam | undefined => {
    const value = queryParam(search, 'deliveryOption')?.trim()
    return value === 'clickAndCollect' || value === 'deliverToAddress' ? value : undefined
}

/** "logged (false triggers a logout event)" (spec 001 §2.2). */
export const asksForLogout = (search: string): boolean => queryParam(search, 'logged')?.trim() === 'false'

/** The query without the given parameters, the rest kept byte for byte ('' when nothing is left). */
export const withoutParams = (search: string, names: readonly string[]): string => {
    const kept = search
        .replace(/^\?/, '')
        .split('&')
        .filter((pair) => {
            if (!pair) return false
            const at = pair.indexOf('=')
            let key = at < 0 ? pair : pair.slice(0, at)
            try {
                key = decodeURIComponent(key)
            } catch {
                // A malformed key is kept as it came.
            }
            return !names.includes(key)
        })
    return kept.length ? `?${kept.join('&')}` : ''
}
