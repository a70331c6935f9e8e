import http from 'http'
import https from 'https'
import type {RequestHandler} from 'express'
import type {ProxyConfig} from './proxies'

export interface UpstreamProbe {
    name: string
    origin: string
    ok: boolean
    ms: number
    status?: number
    error?: string
}

/** Any HTTP answer proves the upstream is there; silence until the deadline or a refused connection does not. */
export const probeOrigin = (origin: string, timeoutMs: number): Promise<Omit<UpstreamProbe, 'name'>> =>
    new Promise((resolve) => {
        const started = Date.now()
        const client = origin.startsWith('https:') ? https : http
        const done = (result: {ok: boolean; status?: number; error?: string}) =>
            resolve({origin, ms: Date.now() - started, ...result})
        const request = client.request(
            `${origin}/`,
            {method: 'HEAD', timeout: timeoutMs, agent: false, headers: {'user-agent': 'vela-readiness'}},
            (response) => {
                response.resume()
                const status = response.statusCode ?? 0
                done({ok: status > 0 && status < 500, status})
            }
        )
        request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
        request.on('error', (error) => done({ok: false, error: error.message}))
        request.end()
    })

/**
 * Readiness, apart from liveness: `/healthz` says this process is alive (restart it if not); `/readyz` says
 * whether it can serve pages now, i.e. whether every upstream answers (send it no traffic if not). Probes run
 * at most once per `cacheMs`, shared by concurrent callers, so a load balancer polling every host cannot
 * multiply the load on the upstreams.
 */
export const readinessHandler = (
    proxies: ProxyConfig[],
    options: {timeoutMs: number; cacheMs?: number; extra?: () => Record<string, unknown>}
): RequestHandler => {
    const cacheMs = options.cacheMs ?? 2000
    let last: {at: number; result: Promise<UpstreamProbe[]>} | undefined
    const probeAll = () =>
        Promise.all(
            proxies.map(async (proxy) => ({
                name: proxy.path,
                ...(await probeOrigin(`${proxy.protocol}://${proxy.host}`, options.timeoutMs))
            }))
        )
    return (_req, res, next) => {
        if (!last || Date.now() - last.at > cacheMs) last = {at: Date.now(), result: probeAll()}
        last.result
            .then((upstreams) => {
                const ready = upstreams.every((upstream) => upstream.ok)
                res.status(ready ? 200 : 503)
                    .set('Cache-Control', 'no-store')
                    .json({status: ready ? 'ready' : 'unavailable', upstreams, ...options.extra?.()})
            })
            .catch(next)
    }
}
