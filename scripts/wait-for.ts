import http from 'http'
import net from 'net'

/**
 * Readiness helpers: poll a health URL until it answers 200, and find free loopback ports for test stacks.
 *   npx tsx scripts/wait-for.ts <url> [--timeout SECONDS]
 */

const get = (url: string, timeoutMs: number) =>
    new Promise<number>((resolve, reject) => {
        const request = http.get(url, {timeout: timeoutMs, agent: false}, (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
        })
        request.on('timeout', () => request.destroy(new Error('timeout')))
        request.on('error', reject)
    })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface WaitOptions {
    timeoutMs?: number
    intervalMs?: number
    /** Stops waiting early when the process that should answer has already died. */
    stillRunning?: () => boolean
}

export const waitForHealthy = async (
    url: string,
    {timeoutMs = 60_000, intervalMs = 250, stillRunning = () => true}: WaitOptions = {}
): Promise<void> => {
    const deadline = Date.now() + timeoutMs
    let last = 'no answer'
    while (Date.now() < deadline) {
        if (!stillRunning()) throw new Error(`${url}: the process exited before it became healthy`)
        try {
            const status = await get(url, 2000)
            if (status === 200) return
            last = `status ${status}`
        } catch (error) {
            last = (error as Error).message
        }
        await sleep(intervalMs)
    }
    throw new Error(`${url} not healthy after ${timeoutMs / 1000} s (${last})`)
}

/** A port the OS just handed out on loopback; small race window, acceptable for local test stacks. */
export const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const server = net.createServer()
        server.unref()
        server.on('error', reject)
        server.listen(0, '127.0.0.1', () => {
            const address = server.address()
            const port = typeof address === 'object' && address ? address.port : 0
            server.close(() => resolve(port))
        })
    })

/** Whether something already listens on the port (either loopback family). */
export const isPortInUse = (port: number) =>
    new Promise<boolean>((resolve) => {
        const socket = net.connect({port, host: '127.0.0.1'})
        socket.once('connect', () => {
            socket.destroy()
            resolve(true)
        })
        socket.once('error', () => resolve(false))
    })

if (require.main === module) {
    const [url, flag, seconds] = process.argv.slice(2)
    if (!url) {
        console.error('usage: wait-for <url> [--timeout SECONDS]')
        process.exit(2)
    }
    const timeoutMs = flag === '--timeout' ? Number(seconds) * 1000 : 60_000
    waitForHealthy(url, {timeoutMs}).then(
        () => console.log(`${url} is healthy`),
        (error: Error) => {
            console.error(error.message)
            process.exit(1)
        }
    )
}
