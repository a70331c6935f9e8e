/**
 * Mounts the delivery API: `/content/...` (published), `/vse/{domain}/content/...` (preview) and
 * `/domain/{vse}` (time-machine domains). Content routes answer CORS preflight so browsers can call the
 * sandbox directly; errors keep the delivery API's own shape.
 */
import express, {type RequestHandler, type Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {contentErrorHandler} from './errors'
import {setView} from './request'
import {domainRoutes} from './routes-domain'
import {filterRoutes} from './routes-filter'
import {hierarchyRoutes} from './routes-hierarchy'
import {itemRoutes} from './routes-items'
import {previewView, publishedView} from './view'

const cors: RequestHandler = (req, res, next) => {
    res.set('access-control-allow-origin', '*')
    if (req.method !== 'OPTIONS') return next()
    res.set({
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type, x-api-key',
        'access-control-max-age': '600'
    })
    res.status(204).end()
}

const contentApi = (ctx: SandboxContext) => {
    const api = express.Router({caseSensitive: true})
    itemRoutes(api, ctx)
    filterRoutes(api, ctx)
    hierarchyRoutes(api, ctx)
    api.use(contentErrorHandler)
    return api
}

export const registerContentRoutes = (router: Router, ctx: SandboxContext) => {
    const api = contentApi(ctx)
    router.use(
        '/content',
        cors,
        (_req, res, next) => {
            setView(res, publishedView(ctx.clock))
            next()
        },
        api
    )
    router.use(
        '/vse/:domain/content',
        cors,
        (req, res, next) => {
            setView(res, previewView(req.params.domain, ctx.clock))
            next()
        },
        api
    )
    const domain = express.Router({caseSensitive: true})
    domainRoutes(domain)
    domain.use(contentErrorHandler)
    router.use('/domain', cors, domain)
    // Errors raised while matching the mount paths themselves (bad escapes in the domain) land here.
    router.use(['/content', '/vse', '/domain'], contentErrorHandler)
}
