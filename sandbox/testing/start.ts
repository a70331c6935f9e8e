import http from 'http'
import type {AddressInfo} from 'net'
import {createSandbox, type CreateSandboxOptions} from '../core/create'

export interface RunningSandbox {
    /** e.g. http://127.0.0.1:54321 */
    origin: string
    sandbox: ReturnType<typeof createSandbox>
    stop(): Promise<void>
}

/**
 * Starts a sandbox on an ephemeral loopback port for integration tests. Defaults to an in-memory database;
 * pass a dataDir to test persistence on a real SQLite file. Tests read the mail outbox, so the development-only
 * endpoints are on unless `testEndpoints: false`.
 */
export const startSandbox = async (options: CreateSandboxOptions = {}): Promise<RunningSandbox> => {
    const sandbox = createSandbox({dataDir: ':memory:', testEndpoints: true, ...options})
    const server = http.createServer(sandbox.app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const {port} = server.address() as AddressInfo
    return {
        origin: `http://127.0.0.1:${port}`,
        sandbox,
        stop: () =>
            new Promise<void>((resolve) => {
                server.closeAllConnections()
                server.close(() => {
                    sandbox.close()
                    resolve()
                })
            })
    }
}
