import type {Express, RequestHandler} from 'express'
import type {IncomingMessage} from 'http'
import {createProxyMiddleware} from 'http-proxy-middleware'

export interface ProxyConfig {
    protocol: 'http' | 'https'
    host: string
    path: string
}

export interface ProxyTimeouts {
    /** GET/HEAD: what a page's browser-side data may wait. */
    readMs: number
    /** Everything else (order submission, payments): longer, never retried by anyone. */
    writeMs: number
}

/** Decoded (repeatedly), dot segments resolved, lower case: the path any upstream router could resolve. */
export const normalisedPath = (rawPath: string): string => {
    let path = rawPath.split('?')[0]
    for (let round = 0; round < 3 && path.includes('%'); round += 1) {
        try {
            path = decodeURIComponent(path)
        } catch {
            break
        }
    }
    const segments: string[] = []
    for (const segment of path.replace(/\\/g, '/').split('/')) {
        if (segment === '' || segment === '.') continue
        if (segment === '..') segments.pop()
        else segments.push(segment)
    }
    return `/${segments.join('/')}`.toLowerCase()
}

/**
 * The sandbox's development-only endpoints (`/__sandbox/*`: the mail outbox with password-reset links) are
 * never reachable through this host, however the path is spelled. The real platform has no such paths.
 */
export const isSealedPath = (rawPath: string) => /(^|\/)__sandbox(\/|$)/.test(normalisedPath(rawPath))

const sealed: RequestHandler = (req, res, next) => {
    if (!isSealedPath(req.originalUrl)) return next()
    res.status(404)
        .set({
            'Cache-Control': 'no-store',
            'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'"
        })
        .type('application/problem+json')
        .send(JSON.stringify({type: 'about:blank', title: 'Not Found', detail: 'No such resource.'}))
}

const TIMED_OUT = Symbol('proxy-timed-out')
type TimedRequest = IncomingMessage & {[TIMED_OUT]?: boolean}

/**
 * Mounts /mobify/proxy/{path} for each configured upstream, as PWA Kit's CDN does in production: the prefix
 * is stripped, the upstream sees its own Host, redirects to the upstream are rewritten, and cookies are
 * re-scoped to this host. Each call has a deadline (504 after it); failures are never cacheable.
 */
export const mountProxies = (app: Express, proxies: ProxyConfig[], timeouts: ProxyTimeouts) => {
    app.use('/mobify/proxy', sealed)
    for (const proxy of proxies) {
        const prefix = `/mobify/proxy/${proxy.path}`
        const target = `${proxy.protocol}://${proxy.host}`
        app.use(
            prefix,
            createProxyMiddleware({
                target,
                changeOrigin: true,
                xfwd: true,
                followRedirects: false,
                cookieDomainRewrite: {'*': ''},
                pathRewrite: (requestPath) => requestPath.replace(new RegExp(`^${prefix}`), '') || '/',
                logLevel: 'warn',
                onProxyReq: (proxyReq, req) => {
                    const read = req.method === 'GET' || req.method === 'HEAD'
                    proxyReq.setTimeout(read ? timeouts.readMs : timeouts.writeMs, () => {
                        ;(req as TimedRequest)[TIMED_OUT] = true
                        proxyReq.destroy(new Error('upstream deadline'))
                    })
                },
                onProxyRes: (proxyRes) => {
                    if ((proxyRes.statusCode ?? 0) >= 500) proxyRes.headers['cache-control'] = 'no-store'
                },
                onError: (_error, req, res) => {
                    const timedOut = Boolean((req as TimedRequest)[TIMED_OUT])
                    if ('headersSent' in res && !res.headersSent) {
                        res.writeHead(timedOut ? 504 : 502, {
                            'content-type': 'application/problem+json',
                            'cache-control': 'no-store'
                        })
                    }
                    res.end(
                        JSON.stringify({
                            type: 'about:blank',
                            title: timedOut ? 'Gateway Timeout' : 'Bad Gateway',
                            detail: `The upstream for ${prefix} did not answer${timedOut ? ' in time' : ''}.`
                        })
                    )
                }
            })
        )
    }
}
