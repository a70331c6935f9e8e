import type {StorefrontConfig} from '../../config/types'
import {upstreamFetch} from '../../server-fetch/upstream-fetch'
import {controllerLocale} from '../../region/locales'
import {upstreamBase} from '../upstreams'

export interface ControllerScope {
    config: StorefrontConfig
    appOrigin: string
    siteId: string
    locale: string
}

/** Spec 001 §7.3: {base}/on/demandware.store/Sites-{siteId}-Site/{locale with underscore}/{endpoint}?{params}. */
export const controllerUrl = (
    {config, appOrigin, siteId, locale}: ControllerScope,
    endpoint: string,
    params: Record<string, string | number | boolean | undefined> = {}
) => {
    const base = upstreamBase(config, 'self', appOrigin) + config.app.storeControllers.basePath
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(params))
        if (value !== undefined) query.set(name, String(value))
    const search = query.toString()
    return `${base}/Sites-${encodeURIComponent(siteId)}-Site/${controllerLocale(locale)}/${endpoint}${
        search ? `?${search}` : ''
    }`
}

export class ControllerError extends Error {
    constructor(readonly status: number, message: string, readonly body?: unknown) {
        super(message)
    }
}

export interface ControllerRequest {
    method?: 'GET' | 'POST'
    params?: Record<string, string | number | boolean | undefined>
    /** JSON body, or form fields when `form` is set. */
    body?: unknown
    form?: Record<string, string>
    /** SLAS access token of the shopper, for shopper-specific endpoints. */
    accessToken?: string
    headers?: Record<string, string>
}

/**
 * Calls a storefront controller. Responses carrying the platform's problem shape (detail, title and type) are
 * errors (spec 001 §8), as are non-2xx statuses.
 */
export const callController = async <T>(
    scope: ControllerScope,
    endpoint: string,
    request: ControllerRequest = {}
) => {
    const headers: Record<string, string> = {accept: 'application/json', ...request.headers}
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`
    let body: string | undefined
    if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        body = new URLSearchParams(request.form).toString()
    } else if (request.body !== undefined) {
        headers['content-type'] = 'application/json'
        body = JSON.stringify(request.body)
    }
    // On the server: a deadline, a retry for reads, failures marked (app/server-fetch); plain fetch in the browser.
    const response = await upstreamFetch('controllers', controllerUrl(scope, endpoint, request.params), {
        method: request.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        credentials: 'same-origin'
    })
    const text = await response.text()
    const data = text ? (safeJson(text) as T & {detail?: string; title?: string; type?: string}) : ({} as T)
    const problem = data as {detail?: string; title?: string; type?: string}
    if (!response.ok || (problem && problem.detail && problem.title && problem.type)) {
        throw new ControllerError(
            response.status,
            problem?.detail || `${response.status} ${response.statusText}`,
            data
        )
    }
    return data
}

const safeJson = (text: string): unknown => {
    try {
        return JSON.parse(text)
    } catch {
        return {}
    }
}
