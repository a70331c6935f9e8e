import cluster from 'cluster'
import http from 'http'
import os from 'os'
import {computeBundleId, prepareRuntimeEnvironment} from './environment'
import {createHost} from './create-host'

/**
 * Production host: `npm run serve` (started by `npm start`). One worker per core; a worker that dies is
 * replaced; SIGTERM/SIGINT stop accepting connections and let in-flight requests finish.
 *   PORT (3000), HOST (0.0.0.0), PUBLIC_HOST (localhost:PORT), WEB_CONCURRENCY (cores), SECURE (false).
 */
const port = Number(process.env.PORT || 3000)
const bindHost = process.env.HOST || '0.0.0.0'
const publicHost = process.env.PUBLIC_HOST || `localhost:${port}`
const secure = process.env.SECURE === 'true'
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY || os.cpus().length))

const runPrimary = () => {
    const bundleId = computeBundleId()
    console.log(`[host] bundle ${bundleId}; starting ${workers} worker(s) on http://${publicHost}`)
    let stopping = false
    for (let index = 0; index < workers; index += 1) cluster.fork({BUNDLE_ID: bundleId})
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
    prepareRuntimeEnvironment({port, publicHost, bundleId})
    const server = http.createServer(createHost({bundleId, secure}))
    server.keepAliveTimeout = 65_000
    server.listen(port, bindHost, () => {
        if (cluster.isWorker) process.send?.({ready: true})
    })
    process.on('SIGTERM', () => {
        server.close(() => process.exit(0))
        setTimeout(() => process.exit(0), 8_000).unref()
    })
}

if (cluster.isPrimary && workers > 1) runPrimary()
else runWorker()
