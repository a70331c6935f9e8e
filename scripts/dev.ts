import path from 'path'
import {ROOT} from './build-if-stale'
import {startSandbox} from './stack'
import {onShutdownSignal, supervise, type Supervised} from './supervise'
import {isPortInUse, waitForHealthy} from './wait-for'

/**
 * `npm run dev`: the sandbox plus PWA Kit's hot-reloading development server pointed at it. Same ports and
 * variables as `npm start` (PORT 3000, SANDBOX_PORT 4100); the first compile takes about half a minute.
 */
const port = Number(process.env.PORT || 3000)
const sandboxPort = Number(process.env.SANDBOX_PORT || 4100)
const running: Supervised[] = []
let stopping = false

const stopAll = async () => {
    for (const child of [...running].reverse()) await child.stop()
}

const fail = async (message: string) => {
    console.error(`[dev] ${message}`)
    stopping = true
    await stopAll()
    process.exit(1)
}

const main = async () => {
    onShutdownSignal((signal) => {
        stopping = true
        console.log(`\n[dev] ${signal}: stopping`)
        void stopAll().then(() => process.exit(0))
    })
    for (const [value, variable] of [
        [port, 'PORT'],
        [sandboxPort, 'SANDBOX_PORT']
    ] as const) {
        if (await isPortInUse(value))
            throw new Error(`port ${value} is in use; set ${variable} to use another`)
    }
    const sandbox = await startSandbox({
        port: sandboxPort,
        storefrontOrigin: `http://localhost:${port}`,
        testEndpoints: process.env.SANDBOX_TEST_ENDPOINTS === '1'
    })
    running.push(sandbox.process)
    if (stopping) return

    const devServer = supervise(
        'dev-server',
        path.join(ROOT, 'node_modules', '.bin', 'pwa-kit-dev'),
        ['start'],
        {
            cwd: ROOT,
            env: {
                ...process.env,
                PORT: String(port),
                SANDBOX_HOST: process.env.SANDBOX_HOST || new URL(sandbox.origin).host,
                SANDBOX_PUBLIC_ORIGIN: process.env.SANDBOX_PUBLIC_ORIGIN || sandbox.publicOrigin,
                IMAGE_ORIGINS: process.env.IMAGE_ORIGINS || sandbox.publicOrigin
            }
        }
    )
    running.push(devServer)
    await waitForHealthy(`http://127.0.0.1:${port}/mobify/ping`, {
        timeoutMs: 180_000,
        stillRunning: devServer.running
    })
    console.log(
        `\n  Dev server:  http://localhost:${port}  (hot reloading)\n  Sandbox:     ${sandbox.origin}\n`
    )

    const first = await Promise.race(running.map((child) => child.exited.then((exit) => ({child, exit}))))
    if (!stopping) {
        await fail(
            `${first.child.name} exited unexpectedly (${first.exit.signal ?? String(first.exit.code)})`
        )
    }
}

main().catch((error: Error) => fail(error.message))
