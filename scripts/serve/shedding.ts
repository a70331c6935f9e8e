import type {RequestHandler} from 'express'

export interface ShedderOptions {
    /** Renders a worker takes on at once; one more is refused. */
    maxInFlight: number
    retryAfterSeconds: number
}

export interface LoadShedder {
    middleware: RequestHandler
    /** In flight right now and refused so far (readiness and tests read these). */
    stats: () => {inFlight: number; shed: number; maxInFlight: number}
}

const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>VELA</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#14141a;display:grid;min-height:100vh;place-items:center;text-align:center}
main{padding:2rem;max-width:32rem}h1{font-size:1.75rem;margin:0 0 1rem}a{color:inherit}</style></head>
<body><main><h1>Oops! This page seems to have run away.</h1>
<p>We are very busy right now. Please try again in a moment.</p>
<p><a href="/">Go to Homepage</a></p></main></body></html>`

/**
 * Load shedding for server rendering: a worker renders at most `maxInFlight` pages at once; a request beyond
 * that gets a fast 503 with Retry-After instead of joining a queue whose wait would exceed any shopper's
 * patience (and a load balancer's timeout). The answer is never stored by any cache.
 */
export const createLoadShedder = ({maxInFlight, retryAfterSeconds}: ShedderOptions): LoadShedder => {
    let inFlight = 0
    let shed = 0
    const middleware: RequestHandler = (req, res, next) => {
        if (inFlight >= maxInFlight) {
            shed += 1
            res.status(503)
                .set({
                    'Retry-After': String(retryAfterSeconds),
                    'Cache-Control': 'no-store',
                    'Content-Type': 'text/html; charset=utf-8'
                })
                .send(req.method === 'HEAD' ? undefined : BUSY_PAGE)
            return
        }
        inFlight += 1
        let released = false
        const release = () => {
            if (released) return
            released = true
            inFlight -= 1
        }
        // 'close' covers finished responses and clients that gave up mid-render.
        res.once('finish', release)
        res.once('close', release)
        next()
    }
    return {middleware, stats: () => ({inFlight, shed, maxInFlight})}
}
