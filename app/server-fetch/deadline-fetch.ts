import {
    recordUpstreamFailure,
    remainingBudgetMs,
    type RequestScope,
    type UpstreamFailure
} from './request-scope'
import type {UpstreamName} from './upstream-fetch'

/** Server only (loaded by upstream-fetch.ts when a request scope exists): deadlines, retries, failure marks. */

/** Gateway statuses that say "try again", not "your request is wrong". */
const RETRYABLE_STATUSES = new Set([502, 503, 504])
/** Below this, another attempt cannot finish: fail now and let the page render its fallback. */
const MIN_ATTEMPT_MS = 150

/** An upstream call that did not produce a usable answer in time (timeout, network error, page budget). */
export class UpstreamError extends Error {
    override name = 'UpstreamError'

    constructor(readonly failure: UpstreamFailure) {
        super(`${failure.upstream}: ${failure.detail}`)
    }
}

/** One abort signal for several reasons (page budget, this call's deadline, the caller's own signal). */
const anySignal = (signals: (AbortSignal | null | undefined)[]) => {
    const controller = new AbortController()
    const cleanups: (() => void)[] = []
    for (const signal of signals) {
        if (!signal) continue
        if (signal.aborted) {
            controller.abort(signal.reason)
            break
        }
        const onAbort = () => controller.abort(signal.reason)
        signal.addEventListener('abort', onAbort, {once: true})
        cleanups.push(() => signal.removeEventListener('abort', onAbort))
    }
    return {signal: controller.signal, release: () => cleanups.forEach((cleanup) => cleanup())}
}

const failureOf = (upstream: string, error: unknown, timedOut: boolean): UpstreamFailure => {
    const detail = error instanceof Error ? error.message : String(error)
    return {upstream, reason: timedOut ? 'timeout' : 'network', detail}
}

const attempt = async (
    scope: RequestScope,
    upstream: UpstreamName,
    input: string,
    init: RequestInit
): Promise<Response | UpstreamFailure> => {
    const remaining = remainingBudgetMs(scope)
    if (remaining < MIN_ATTEMPT_MS || scope.signal.aborted)
        return {upstream, reason: 'budget', detail: 'the page data budget is used up'}
    const timeoutMs = Math.min(scope.settings.callTimeoutMs, remaining)
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    const combined = anySignal([scope.signal, deadline.signal, init.signal])
    try {
        return await fetch(input, {...init, signal: combined.signal})
    } catch (error) {
        if (init.signal?.aborted) throw error
        return failureOf(upstream, error, deadline.signal.aborted || scope.signal.aborted)
    } finally {
        clearTimeout(timer)
        combined.release()
    }
}

export const deadlineFetch = async (
    scope: RequestScope,
    upstream: UpstreamName,
    input: string,
    init: RequestInit
): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase()
    const attempts = method === 'GET' || method === 'HEAD' ? 1 + scope.settings.retries : 1
    let failure: UpstreamFailure = {upstream, reason: 'budget', detail: 'not attempted'}
    for (let index = 0; index < attempts; index += 1) {
        const outcome = await attempt(scope, upstream, input, init)
        if (outcome instanceof Response) {
            const retry = RETRYABLE_STATUSES.has(outcome.status) && index + 1 < attempts
            if (!retry) {
                if (outcome.status >= 500)
                    recordUpstreamFailure(
                        {upstream, reason: 'status', detail: `HTTP ${outcome.status}`},
                        scope
                    )
                return outcome
            }
            await outcome.body?.cancel().catch(() => undefined)
            failure = {upstream, reason: 'status', detail: `HTTP ${outcome.status}`}
            continue
        }
        failure = outcome
        if (outcome.reason === 'budget') break
    }
    recordUpstreamFailure(failure, scope)
    throw new UpstreamError(failure)
}
