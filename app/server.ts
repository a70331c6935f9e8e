import path from 'path'
import {getRuntime} from '@salesforce/pwa-kit-runtime/ssr/server/express'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import type {Express} from 'express'
import {CHOOSE_PATH} from './analytics/personalisation/choose'
import {chooseRoute} from './analytics/personalisation/choose-route'
import {renderMalformedPathAsNotFound} from './malformed-path'
import {securityHeaders} from './security-headers'
import {hoistServerStyles} from './ssr/hoist-styles'
import {paintFirst} from './ssr/paint-first'
import {rewriteDocuments} from './ssr/rewrite-documents'
import {requestScopeMiddleware} from './server-fetch/middleware'
import {noCachedFailures} from './site/failure-cache-policy'

const config = getConfig()

const options = {
    buildDir: process.env.BUILD_DIR
        ? path.resolve(process.env.BUILD_DIR)
        : path.resolve(process.cwd(), 'build'),
    // Pages choose their own Cache-Control (see hooks/use-cache-policy); this is the fallback.
    defaultCacheTimeSeconds: 600,
    mobify: config,
    port: Number(process.env.PORT || 3000),
    protocol: 'http',
    useSLASPrivateClient: false,
    encodeNonAsciiHttpHeaders: true
}

const runtime = getRuntime()

const setup = (app: Express) => {
    // Our own policy replaces PWA Kit's default one, which adds 'unsafe-eval' and wildcard script hosts for
    // Runtime Admin's storefront preview (not used by this storefront).
    app.use(securityHeaders(config))
    app.use(requestScopeMiddleware())
    app.use(noCachedFailures)
    app.use(rewriteDocuments(hoistServerStyles, paintFirst))
    app.use(renderMalformedPathAsNotFound)
    // SLAS redirects the browser's guest login here; the SDK reads the code from the final URL.
    app.get('/callback', (_req, res) => {
        res.set('Cache-Control', 'no-store').type('text/plain').send('')
    })
    app.get('/robots.txt', runtime.serveStaticFile('static/robots.txt'))
    app.get('/favicon.ico', runtime.serveStaticFile('static/favicon.ico'))
    app.get('/worker.js(.map)?', runtime.serveServiceWorker)
    // The personalisation service's choose API, with its key added here (never sent to the browser).
    app.get(
        CHOOSE_PATH,
        chooseRoute({
            upstream:
                process.env.PERSONALISATION_CHOOSE_URL ||
                `http://${process.env.SANDBOX_HOST || '127.0.0.1:4100'}/personalisation/v2/serve/user/choose`,
            apiKey: process.env.PERSONALISATION_API_KEY || 'sandbox-choose-key'
        })
    )
    app.get('*', runtime.render)
}

const {handler, app} = runtime.createHandler(options, setup)

export const get = handler
export {app}
