/**
 * A started host answers its first requests cold: each worker loads its render path and fills its in-process
 * catalogue and content caches on the first pages it serves, per page and device class. A deployment warms an
 * instance before it takes traffic; the benchmarks and the browser tests do the same, so they describe a
 * running storefront and not its first seconds.
 */

const USER_AGENTS = [
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
]

// A cold render under load has taken over 15 s; past this a warm-up gives up on that page and goes on.
const REQUEST_DEADLINE_MS = 60_000

/** The first product the leggings listing links to, as a path. */
export const discoverProductPath = async (baseUrl: string): Promise<string> => {
    const html = await fetch(`${baseUrl}/shop/bottoms/leggings`).then((response) => response.text())
    const found = /href="(\/(?:[^"/]+\/)+[^"/]+-[^"/]+\.html)"/.exec(html)?.[1]
    if (!found) throw new Error('the category page links to no product')
    return found
}

/**
 * Requests home, the leggings listing and its first product twice per host worker (the load balancer may send
 * any request to any worker), each as a phone and as a desktop browser. Failures are ignored: whatever they
 * are, the run that follows reports them.
 */
export const warmUp = async (baseUrl: string, workers: number) => {
    const product = await discoverProductPath(baseUrl).catch(() => undefined)
    for (const page of ['/', '/shop/bottoms/leggings', ...(product ? [product] : [])]) {
        for (let round = 0; round < 2 * workers; round += 1) {
            for (const userAgent of USER_AGENTS) {
                await fetch(`${baseUrl}${page}`, {
                    headers: {'user-agent': userAgent, accept: 'text/html'},
                    signal: AbortSignal.timeout(REQUEST_DEADLINE_MS)
                })
                    .then((response) => response.arrayBuffer())
                    .catch(() => undefined)
            }
        }
    }
}
