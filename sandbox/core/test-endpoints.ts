import type {Request, RequestHandler} from 'express'
import {forbidden, notFound} from './errors'

/**
 * Development-only endpoints (`/__sandbox/*`: the mail outbox and whatever test helpers join it) exist so tests
 * can read what the platform would have sent elsewhere, e.g. a password-reset link. The real platform has no
 * such thing, and anyone who can read the outbox can take over any account. So they are sealed:
 * - off unless the sandbox was started with the local-only flag (`SANDBOX_TEST_ENDPOINTS=1` or
 *   `--test-endpoints`); off, they do not exist (the platform's 404);
 * - even when on, only a direct loopback caller may use them: a request that came through a proxy (forwarding
 *   headers, as the storefront's `/mobify/proxy/*` adds) or from another machine is refused.
 */
export const TEST_ENDPOINT_PREFIX = '/__sandbox'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'via']

/** Decoded, with dot segments and repeated slashes collapsed, lower case: what any router could resolve. */
export const normalisedPath = (rawPath: string): string => {
    let path = rawPath.split('?')[0]
    // Decode repeatedly so %255F and similar layers cannot hide the prefix; give up on malformed escapes.
    for (let round = 0; round < 3 && path.includes('%'); round += 1) {
        try {
            path = decodeURIComponent(path)
        } catch {
            break
        }
    }
    const segments: string[] = []
    for (const segment of path.replace(/\\/g, '/').split('/')) {
        if (segment === '' || segment === '.') continue
        if (segment === '..') segments.pop()
        else segments.push(segment)
    }
    return `/${segments.join('/')}`.toLowerCase()
}

export const isTestEndpointPath = (rawPath: string) => {
    const path = normalisedPath(rawPath)
    return path === TEST_ENDPOINT_PREFIX || path.startsWith(`${TEST_ENDPOINT_PREFIX}/`)
}

const isDirectLoopbackCall = (req: Request) =>
    LOOPBACK.test(req.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((name) => req.headers[name] === undefined)

/** Whether this process may serve the test endpoints: the local-only flag, never on by default. */
export const testEndpointsEnabled = (env: NodeJS.ProcessEnv = process.env, args: string[] = []) =>
    env.SANDBOX_TEST_ENDPOINTS === '1' || args.includes('--test-endpoints')

export const sealTestEndpoints =
    (enabled: boolean): RequestHandler =>
    (req, _res, next) => {
        if (!isTestEndpointPath(req.originalUrl)) return next()
        if (!enabled) {
            return next(
                notFound(
                    `No resource matches ${req.method} ${req.path}.`,
                    'resource-not-found',
                    'Resource Not Found'
                )
            )
        }
        if (!isDirectLoopbackCall(req)) {
            return next(forbidden('Test endpoints answer direct loopback calls only.'))
        }
        // Routes match the exact prefix; an encoded or dotted spelling that reached here is refused.
        if (!req.path.startsWith(`${TEST_ENDPOINT_PREFIX}/`) && req.path !== TEST_ENDPOINT_PREFIX) {
            return next(forbidden('Test endpoints must be called by their plain path.'))
        }
        next()
    }
