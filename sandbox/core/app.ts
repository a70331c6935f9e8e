import express from 'express'
import type {SandboxContext} from './context'
import {errorHandler, unknownRoute} from './errors'
import type {SandboxModule} from './module'
import {redactUrl} from './redact'
import {sealTestEndpoints} from './test-endpoints'

/** Builds the sandbox's HTTP surface: every module's routes on one loopback origin. */
export const createSandboxApp = (
    ctx: SandboxContext,
    modules: SandboxModule[],
    options: {testEndpoints?: boolean} = {}
) => {
    const app = express()
    app.disable('x-powered-by')
    app.set('etag', false)
    // The platform accepts JSON bodies on Shopper APIs and form bodies on SLAS; both are size-capped.
    app.use(express.json({limit: '1mb', type: ['application/json', 'application/*+json']}))
    app.use(express.urlencoded({extended: false, limit: '256kb'}))
    if (process.env.SANDBOX_LOG === '1') {
        app.use((req, _res, next) => {
            console.log(`[sandbox] ${req.method} ${redactUrl(req.originalUrl)}`)
            next()
        })
    }
    app.get('/healthz', (_req, res) => res.json({ok: true}))
    app.use(sealTestEndpoints(options.testEndpoints ?? false))
    const router = express.Router({caseSensitive: true})
    for (const module of modules) module.routes(router, ctx)
    app.use(router)
    app.use(unknownRoute)
    app.use(errorHandler)
    return app
}
