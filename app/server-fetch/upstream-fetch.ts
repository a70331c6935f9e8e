import {currentRequestScope} from './request-scope'

/** The upstreams the server calls while rendering; names appear in logs and in readiness reports. */
export type UpstreamName = 'commerce' | 'controllers' | 'content'

/**
 * `fetch` for calls the server makes while rendering a page: each call has a deadline (the shorter of
 * UPSTREAM_TIMEOUT_MS and what is left of the page's budget), idempotent reads are retried a bounded number of
 * times, and every failure (including a 5xx answer) marks the page as rendered from a failed upstream
 * (deadline-fetch.ts, loaded on the server only). Outside a server request (in the browser) it is plain `fetch`.
 */
export const upstreamFetch = async (
    upstream: UpstreamName,
    input: string,
    init: RequestInit = {}
): Promise<Response> => {
    const scope = currentRequestScope()
    if (!scope) return fetch(input, init)
    const {deadlineFetch} = await import(/* webpackChunkName: "server-deadline-fetch" */ './deadline-fetch')
    return deadlineFetch(scope, upstream, input, init)
}
