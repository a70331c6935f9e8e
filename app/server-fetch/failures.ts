/**
 * Whether an error that reached a page means "an upstream failed" (timeout, network, 5xx) rather than "the
 * request was wrong" (4xx: a missing product is a cacheable not-found page, a dead upstream is not).
 * Unknown errors count as failures: wrongly refusing to cache a page costs one render, wrongly caching an
 * outage costs an hour of it.
 */
export const isUpstreamFailure = (error: unknown): boolean => {
    if (error === null || error === undefined) return false
    const status = statusOf(error)
    if (status !== undefined) return status >= 500 || status === 429 || status === 408
    return true
}

const statusOf = (error: unknown): number | undefined => {
    const candidate = error as {response?: {status?: unknown}; status?: unknown}
    const status = candidate.response?.status ?? candidate.status
    return typeof status === 'number' && status >= 100 && status < 600 ? status : undefined
}
