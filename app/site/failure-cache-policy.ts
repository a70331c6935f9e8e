import type {RequestHandler, Response} from 'express'
import {isUpstreamFailure} from '../server-fetch/failures'
import {isUnloaded} from '../ssr/wanted-queries'
import type {RequestScope} from '../server-fetch/request-scope'
import {CACHE_POLICIES} from './use-cache-policy'

interface QueryLike {
    queryKey: unknown
    queryHash: string
    options: object
    state: {status: string; error: unknown}
}
interface Locals {
    requestScope?: RequestScope
    /** The request's react-query client (app/components/_app-config/with-ssr-queries.tsx keeps it here). */
    __queryClient?: {getQueryCache(): {getAll(): QueryLike[]}}
}

/** Why a response must not be stored by any cache, or undefined when it may follow its page's policy. */
export const failureReason = (status: number, locals: Locals): string | undefined => {
    if (status >= 500) return `status ${status}`
    const failures = locals.requestScope?.failures ?? []
    if (failures.length > 0)
        return failures
            .map((failure) => `${failure.upstream} ${failure.reason} (${failure.detail})`)
            .join('; ')
    const failedQuery = locals.__queryClient
        ?.getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error' && isUpstreamFailure(query.state.error))
    if (failedQuery) return `query ${JSON.stringify(failedQuery.queryKey)} failed`
    const client = locals.__queryClient
    const unloaded = client
        ?.getQueryCache()
        .getAll()
        .find((query) => isUnloaded(client, query))
    if (unloaded) return `query ${JSON.stringify(unloaded.queryKey)} rendered without its data`
    return undefined
}

const setRaw = (res: Response, name: string, value: string) =>
    (Object.getPrototypeOf(res) as {setHeader: (name: string, value: string) => void}).setHeader.call(
        res,
        name,
        value
    )

/**
 * No cached failures (issue #12): an error page, a degraded page or anything rendered while an upstream call
 * failed is sent `private, no-store`, whatever policy the page asked for (useCachePolicy), so no CDN or proxy
 * keeps serving an outage after the platform recovered. Decided when the head is written, after rendering.
 */
export const noCachedFailures: RequestHandler = (_req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
    res.writeHead = ((...args: unknown[]) => {
        const status = typeof args[0] === 'number' ? args[0] : res.statusCode
        const reason = failureReason(status, res.locals as Locals)
        if (reason) {
            setRaw(res, 'cache-control', CACHE_POLICIES.failure)
            const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
            if (headers)
                for (const name of Object.keys(headers))
                    if (/^cache-control$/i.test(name)) delete (headers as Record<string, unknown>)[name]
            if (status < 500) console.warn(`[ssr] ${res.req.path}: not cacheable, ${reason}`)
        }
        return writeHead(...args)
    }) as typeof res.writeHead
    next()
}
