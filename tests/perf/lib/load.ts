import http from 'http'

/**
 * A small closed-loop load generator on node:http with keep-alive: `concurrency` virtual users each send the
 * next request as soon as the previous one finished, for a fixed duration. Loopback targets only.
 */

export interface LoadOptions {
    url: string
    concurrency: number
    durationMs: number
    warmupMs: number
}

export interface LoadResult {
    url: string
    concurrency: number
    durationMs: number
    requests: number
    errors: number
    statuses: Record<string, number>
    requestsPerSecond: number
    /** Milliseconds. */
    latency: {p50: number; p95: number; p99: number; max: number; mean: number}
    /** Latency of the requests the host accepted (2xx/3xx/4xx), without its fast 503 refusals. */
    accepted: {p50: number; p99: number}
    /** Share of answers that were load-shedding 503s. */
    shedRate: number
    /** Average response body size as transferred (gzip), bytes. */
    bytesPerResponse: number
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export const assertLoopback = (url: string) => {
    const {hostname} = new URL(url)
    if (!LOOPBACK.has(hostname))
        throw new Error(`benchmarks only target this machine (loopback), not ${hostname}`)
}

const request = (url: URL, agent: http.Agent) =>
    new Promise<{status: number; bytes: number}>((resolve, reject) => {
        const outgoing = http.get(
            url,
            {agent, headers: {accept: 'text/html', 'accept-encoding': 'gzip', 'user-agent': 'vela-perf'}},
            (response) => {
                let bytes = 0
                response.on('data', (chunk: Buffer) => (bytes += chunk.length))
                response.on('end', () => resolve({status: response.statusCode ?? 0, bytes}))
                response.on('error', reject)
            }
        )
        outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timeout')))
        outgoing.on('error', reject)
    })

export const percentile = (sorted: number[], fraction: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]

export const runLoad = async ({url, concurrency, durationMs, warmupMs}: LoadOptions): Promise<LoadResult> => {
    assertLoopback(url)
    const target = new URL(url)
    // The host's resolver may prefer ::1 for "localhost"; the production host binds IPv4.
    if (target.hostname === 'localhost') target.hostname = '127.0.0.1'
    const agent = new http.Agent({keepAlive: true, maxSockets: concurrency})
    const latencies: number[] = []
    const acceptedLatencies: number[] = []
    const statuses: Record<string, number> = {}
    let errors = 0
    let bytes = 0

    const virtualUser = async (until: number, record: boolean) => {
        while (Date.now() < until) {
            const started = performance.now()
            try {
                const response = await request(target, agent)
                if (!record) continue
                latencies.push(performance.now() - started)
                if (response.status !== 503) acceptedLatencies.push(performance.now() - started)
                statuses[response.status] = (statuses[response.status] ?? 0) + 1
                bytes += response.bytes
            } catch {
                if (record) errors += 1
            }
        }
    }

    const users = (ms: number, record: boolean) => {
        const until = Date.now() + ms
        return Promise.all(Array.from({length: concurrency}, () => virtualUser(until, record)))
    }
    await users(warmupMs, false)
    const started = performance.now()
    await users(durationMs, true)
    const elapsed = performance.now() - started
    agent.destroy()

    const sorted = [...latencies].sort((a, b) => a - b)
    const acceptedSorted = [...acceptedLatencies].sort((a, b) => a - b)
    const round = (value: number) => Math.round(value * 10) / 10
    return {
        url,
        concurrency,
        durationMs: Math.round(elapsed),
        requests: latencies.length,
        errors,
        statuses,
        requestsPerSecond: round((latencies.length / elapsed) * 1000),
        latency: {
            p50: round(percentile(sorted, 0.5)),
            p95: round(percentile(sorted, 0.95)),
            p99: round(percentile(sorted, 0.99)),
            max: round(sorted[sorted.length - 1] ?? 0),
            mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length))
        },
        accepted: {
            p50: round(percentile(acceptedSorted, 0.5)),
            p99: round(percentile(acceptedSorted, 0.99))
        },
        shedRate: round(((statuses['503'] ?? 0) / Math.max(1, latencies.length)) * 100) / 100,
        bytesPerResponse: Math.round(bytes / Math.max(1, latencies.length))
    }
}
