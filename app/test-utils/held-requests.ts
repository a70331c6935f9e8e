import {rest} from 'msw'
import type {SetupServer} from 'msw/node'

/**
 * Holds every GET to `path` open, to see a page while that data is still on its way. The returned release
 * lets the held requests (and later ones) through to the server's usual handlers.
 */
export const holdGets = (server: SetupServer, path: string) => {
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    server.use(
        rest.get(path, async () => {
            await released
            // Nothing returned: the request goes on to the next matching handler.
            return undefined as never
        })
    )
    return () => {
        server.resetHandlers()
        release()
    }
}
