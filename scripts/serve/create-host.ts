import compression from 'compression'
import express, {type Express, type RequestHandler} from 'express'
import path from 'path'
import {BUILD_DIR} from './environment'
import {baselineSecurityHeaders, correlationId, plainHttpSafeHeaders} from './headers'
import {mountProxies, type ProxyConfig} from './proxies'
import {readinessHandler} from './readiness'
import type {HostSettings} from './settings'
import {createLoadShedder} from './shedding'

interface SsrBundle {
    app?: Express
}

export interface HostOptions {
    bundleId: string
    settings: Pick<
        HostSettings,
        | 'secure'
        | 'maxInFlight'
        | 'retryAfterSeconds'
        | 'readinessTimeoutMs'
        | 'proxyReadTimeoutMs'
        | 'proxyWriteTimeoutMs'
    >
    buildDir?: string
}

/**
 * The production host PWA Kit lacks outside its own cloud: static bundle, upstream proxies, liveness and
 * readiness, load shedding and the headers every response needs, in front of the built SSR app (build/ssr.js).
 * It keeps no state between requests (sessions live in the shopper's cookies and the platform), so any number
 * of instances can run behind a load balancer without sticky sessions.
 */
export const createHost = ({bundleId, settings, buildDir = BUILD_DIR}: HostOptions) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const ssr = require(path.join(buildDir, 'ssr.js')) as SsrBundle
    if (!ssr.app) throw new Error('build/ssr.js does not export its Express app')
    // The runtime computes an https origin for its hosted mode; SSR calls and absolute links need the real one.
    process.env.APP_ORIGIN = `${settings.secure ? 'https' : 'http'}://${
        process.env.EXTERNAL_DOMAIN_NAME ?? 'localhost'
    }`
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const config = require(path.join(buildDir, 'config', 'default.js')) as {
        ssrParameters: {proxyConfigs: ProxyConfig[]}
    }
    const shedder = createLoadShedder(settings)

    const host = express()
    host.disable('x-powered-by')
    host.set('trust proxy', true)
    host.use(baselineSecurityHeaders(settings.secure))
    host.get('/healthz', (_req, res) => {
        res.set('Cache-Control', 'no-store').json({status: 'ok', bundleId, pid: process.pid})
    })
    host.get(
        '/readyz',
        readinessHandler(config.ssrParameters.proxyConfigs, {
            timeoutMs: settings.readinessTimeoutMs,
            extra: () => ({bundleId, pid: process.pid, rendering: shedder.stats()})
        })
    )
    host.use(compression({threshold: 1024}))
    host.use(correlationId)
    host.use(plainHttpSafeHeaders(settings.secure))
    host.use(`/mobify/bundle/${bundleId}`, staticBundle(buildDir))
    mountProxies(host, config.ssrParameters.proxyConfigs, {
        readMs: settings.proxyReadTimeoutMs,
        writeMs: settings.proxyWriteTimeoutMs
    })
    host.use(shedder.middleware)
    host.use(ssr.app)
    return host
}

/** Content-hashed bundle path: safe to cache for a year. */
const staticBundle = (buildDir: string): RequestHandler =>
    express.static(buildDir, {
        index: false,
        immutable: true,
        maxAge: '365d',
        setHeaders: (res, filePath) => {
            if (/ssr\.js|server-renderer|loadable-stats|package\.json|[\\/]config[\\/]/.test(filePath)) {
                res.setHeader('Cache-Control', 'no-store')
            }
        }
    })
