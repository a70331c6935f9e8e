import cluster from 'cluster'
import http from 'http'
import {computeBundleId, prepareRuntimeEnvironment} from './environment'
import {createHost} from './create-host'
import {redactConsole} from './log-redaction'
import {readHostSettings} from './settings'

/**
 * Production host: `npm run serve` (started by `npm start`). One worker per core; a worker that dies is
 * replaced; SIGTERM/SIGINT stop accepting connections and let in-flight requests finish.
 *   PORT (3000), HOST (127.0.0.1; 0.0.0.0 serves the network), PUBLIC_HOST (localhost:PORT), WEB_CONCURRENCY
 *   (cores), SECURE (false), SSR_MAX_INFLIGHT (8), SHED_RETRY_AFTER_SECONDS (2), READINESS_TIMEOUT_MS (1500),
 *   PROXY_READ_TIMEOUT_MS (8000), PROXY_WRITE_TIMEOUT_MS (25000); upstream deadlines: UPSTREAM_TIMEOUT_MS,
 *   PAGE_DATA_BUDGET_MS, UPSTREAM_RETRIES (app/server-fetch/settings.ts). See README.md.
 */
redactConsole()
const settings = readHostSettings(process.env)

const runPrimary = () => {
    const bundleId = computeBundleId()
    console.log(
        `[host] bundle ${bundleId}; starting ${settings.workers} worker(s) on http://${settings.publicHost} ` +
            `(bound to ${settings.bindHost}:${settings.port})`
    )
    let stopping = false
    for (let index = 0; index < settings.workers; index += 1) cluster.fork({BUNDLE_ID: bundleId})
    cluster.on('exit', (worker, code, signal) => {
        if (stopping) return
        console.error(
            `[host] worker ${String(worker.process.pid)} exited (${signal || String(code)}); replacing it`
        )
        cluster.fork({BUNDLE_ID: bundleId})
    })
    const stop = (signal: string) => {
        if (stopping) return
        stopping = true
        console.log(`[host] ${signal}: draining workers`)
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
        setTimeout(() => process.exit(0), 10_000).unref()
        cluster.on('exit', () => {
            if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
        })
    }
    process.on('SIGTERM', () => stop('SIGTERM'))
    process.on('SIGINT', () => stop('SIGINT'))
}

const runWorker = () => {
    const bundleId = process.env.BUNDLE_ID || computeBundleId()
    prepareRuntimeEnvironment({port: settings.port, publicHost: settings.publicHost, bundleId})
    const server = http.createServer(createHost({bundleId, settings}))
    server.keepAliveTimeout = 65_000
    server.listen(settings.port, settings.bindHost, () => {
        if (cluster.isWorker) process.send?.({ready: true})
        else console.log(`[host] listening on ${settings.bindHost}:${settings.port}`)
    })
    process.on('SIGTERM', () => {
        server.close(() => process.exit(0))
        setTimeout(() => process.exit(0), 8_000).unref()
    })
}

if (cluster.isPrimary && settings.workers > 1) runPrimary()
else runWorker()
