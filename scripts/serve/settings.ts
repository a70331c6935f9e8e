import os from 'os'

/**
 * The production host's settings, from its environment (README "Production host"). Pure: main.ts reads
 * process.env once and passes the result on.
 */
export interface HostSettings {
    port: number
    /** Interface to bind: loopback unless HOST says otherwise (HOST=0.0.0.0 serves the network). */
    bindHost: string
    publicHost: string
    secure: boolean
    workers: number
    /** Requests a worker renders at once before it refuses more with a fast 503 (SSR_MAX_INFLIGHT). */
    maxInFlight: number
    /** Seconds a refused client is told to wait (SHED_RETRY_AFTER_SECONDS). */
    retryAfterSeconds: number
    /** Deadline of a readiness probe per upstream (READINESS_TIMEOUT_MS). */
    readinessTimeoutMs: number
    /** Proxy deadlines for reads (GET/HEAD) and writes (PROXY_READ_TIMEOUT_MS, PROXY_WRITE_TIMEOUT_MS). */
    proxyReadTimeoutMs: number
    proxyWriteTimeoutMs: number
}

const whole = (value: string | undefined, fallback: number, min: number, max: number) => {
    if (value === undefined || value.trim() === '') return fallback
    const number = Number(value)
    if (!Number.isInteger(number) || number < min || number > max)
        throw new Error(`expected a whole number from ${min} to ${max}, got "${value}"`)
    return number
}

const named = <T>(name: string, read: () => T): T => {
    try {
        return read()
    } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`)
    }
}

export const readHostSettings = (
    env: Record<string, string | undefined>,
    cores = os.cpus().length
): HostSettings => {
    const port = named('PORT', () => whole(env.PORT, 3000, 1, 65_535))
    return {
        port,
        bindHost: env.HOST?.trim() || '127.0.0.1',
        publicHost: env.PUBLIC_HOST?.trim() || `localhost:${port}`,
        secure: env.SECURE === 'true',
        workers: named('WEB_CONCURRENCY', () => whole(env.WEB_CONCURRENCY, Math.max(1, cores), 1, 256)),
        maxInFlight: named('SSR_MAX_INFLIGHT', () => whole(env.SSR_MAX_INFLIGHT, 8, 1, 10_000)),
        retryAfterSeconds: named('SHED_RETRY_AFTER_SECONDS', () =>
            whole(env.SHED_RETRY_AFTER_SECONDS, 2, 1, 3600)
        ),
        readinessTimeoutMs: named('READINESS_TIMEOUT_MS', () =>
            whole(env.READINESS_TIMEOUT_MS, 1500, 50, 30_000)
        ),
        proxyReadTimeoutMs: named('PROXY_READ_TIMEOUT_MS', () =>
            whole(env.PROXY_READ_TIMEOUT_MS, 8000, 100, 120_000)
        ),
        proxyWriteTimeoutMs: named('PROXY_WRITE_TIMEOUT_MS', () =>
            whole(env.PROXY_WRITE_TIMEOUT_MS, 25_000, 100, 300_000)
        )
    }
}
