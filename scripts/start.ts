import {defaultBuildDir, ensureBuild} from './build-if-stale'
import {startHost, startSandbox} from './stack'
import {onShutdownSignal, type Supervised} from './supervise'
import {isPortInUse} from './wait-for'

/**
 * `npm start`: the production build (rebuilt only when its sources changed), the sandbox and the production
 * host, in that order; http://localhost:3000 once both answer their health checks. Ctrl-C stops both; if
 * either dies the other is stopped and the command exits non-zero.
 *   npm start [-- --no-sandbox] [-- --rebuild]
 *   PORT (3000), SANDBOX_PORT (4100), BUILD_DIR, WEB_CONCURRENCY, PUBLIC_HOST; see README.md.
 */
const args = process.argv.slice(2)
const port = Number(process.env.PORT || 3000)
const sandboxPort = Number(process.env.SANDBOX_PORT || 4100)
// Against the real platform and CMS (upstream variables set), the sandbox is not needed.
const withSandbox = !args.includes('--no-sandbox')

const running: Supervised[] = []
let stopping = false

const stopAll = async () => {
    // Host first: it drains requests that may still be waiting on the sandbox.
    for (const child of [...running].reverse()) await child.stop()
}

const fail = async (message: string) => {
    console.error(`[start] ${message}`)
    stopping = true
    await stopAll()
    process.exit(1)
}

const assertPortFree = async (value: number, variable: string) => {
    if (await isPortInUse(value)) {
        throw new Error(
            `port ${value} is already in use (another \`npm start\`?); set ${variable} to use another`
        )
    }
}

const main = async () => {
    onShutdownSignal((signal) => {
        stopping = true
        console.log(`\n[start] ${signal}: stopping`)
        void stopAll().then(() => process.exit(0))
    })
    await assertPortFree(port, 'PORT')
    if (withSandbox) await assertPortFree(sandboxPort, 'SANDBOX_PORT')
    const buildDir = defaultBuildDir()
    await ensureBuild({buildDir, force: args.includes('--rebuild')})
    if (stopping) return

    const publicHost = process.env.PUBLIC_HOST || `localhost:${port}`
    const sandbox = withSandbox
        ? await startSandbox({
              port: sandboxPort,
              storefrontOrigin: `${process.env.SECURE === 'true' ? 'https' : 'http'}://${publicHost}`,
              testEndpoints: process.env.SANDBOX_TEST_ENDPOINTS === '1'
          })
        : undefined
    if (sandbox) running.push(sandbox.process)
    if (stopping) return
    const host = await startHost({
        port,
        buildDir,
        sandbox: sandbox && {origin: sandbox.origin, publicOrigin: sandbox.publicOrigin, override: false}
    })
    running.push(host.process)

    const lines = ['', `  Storefront:  ${host.url}`]
    if (sandbox)
        lines.push(
            `  Sandbox:     ${sandbox.origin} (data in ${process.env.SANDBOX_DATA_DIR || 'sandbox/data/'})`
        )
    console.log([...lines, '  Press Ctrl-C to stop.', ''].join('\n'))

    const first = await Promise.race(running.map((child) => child.exited.then((exit) => ({child, exit}))))
    if (!stopping) {
        await fail(
            `${first.child.name} exited unexpectedly (${first.exit.signal ?? String(first.exit.code)})`
        )
    }
}

main().catch((error: Error) => fail(error.message))
