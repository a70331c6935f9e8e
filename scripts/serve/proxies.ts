import type {Express} from 'express'
import {createProxyMiddleware} from 'http-proxy-middleware'

export interface ProxyConfig {
    protocol: 'http' | 'https'
    host: string
    path: string
}

/**
 * Mounts /mobify/proxy/{path} for each configured upstream, as PWA Kit's CDN does in production: the prefix
 * is stripped, the upstream sees its own Host, redirects to the upstream are rewritten, and cookies are
 * re-scoped to this host.
 */
export const mountProxies = (app: Express, proxies: ProxyConfig[]) => {
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
                proxyTimeout: 30_000,
                logLevel: 'warn',
                onError: (_error, _req, res) => {
                    if ('headersSent' in res && !res.headersSent) {
                        res.writeHead(502, {'content-type': 'application/problem+json'})
                    }
                    res.end(
                        JSON.stringify({
                            type: 'about:blank',
                            title: 'Bad Gateway',
                            detail: `The upstream for ${prefix} did not answer.`
                        })
                    )
                }
            })
        )
    }
}
