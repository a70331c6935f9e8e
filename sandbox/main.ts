import http from 'http'
import {DEFAULT_PORT} from './core/config'
import {createSandbox, DEFAULT_DATA_DIR} from './core/create'
import {testEndpointsEnabled} from './core/test-endpoints'

/**
 * The embedded platform: `npm run sandbox` serves it on 127.0.0.1; `npm run sandbox:reset` re-seeds and exits.
 * Flags: --reset (re-seed, then serve), --reset-only, --port N, --data-dir DIR, --test-endpoints (serve the
 * development-only `/__sandbox/*` endpoints to direct loopback callers; also SANDBOX_TEST_ENDPOINTS=1).
 */
const args = process.argv.slice(2)
const option = (name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
}

const port = Number(option('--port') || process.env.SANDBOX_PORT || DEFAULT_PORT)
const dataDir = option('--data-dir') || process.env.SANDBOX_DATA_DIR || DEFAULT_DATA_DIR
const resetOnly = args.includes('--reset-only')

const started = Date.now()
const sandbox = createSandbox({
    dataDir,
    reset: resetOnly || args.includes('--reset'),
    testEndpoints: testEndpointsEnabled(process.env, args)
})
console.log(
    `[sandbox] database ${sandbox.seeded ? 'seeded' : 'reused'} in ${Date.now() - started} ms (${dataDir})`
)
if (resetOnly) {
    sandbox.close()
    process.exit(0)
}

const server = http.createServer(sandbox.app)
server.keepAliveTimeout = 65_000
server.listen(port, process.env.SANDBOX_BIND || '127.0.0.1', () => {
    console.log(`[sandbox] listening on http://127.0.0.1:${port}`)
    if (testEndpointsEnabled(process.env, args))
        console.log('[sandbox] development-only /__sandbox/* endpoints are on (direct loopback calls only)')
})

const shutdown = (signal: string) => {
    console.log(`[sandbox] ${signal}: closing`)
    server.close(() => {
        sandbox.close()
        process.exit(0)
    })
    setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
