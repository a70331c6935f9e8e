import fs from 'fs'
import path from 'path'
import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {catalogOf} from '../catalog/catalog-cache'
import {bodyOf, cors, isObject, jsonBody, optionalText} from '../personalisation/http'
import {chatAnswer} from './chat-answers'
import {listHits, recordHit} from './store'
import {ugcFeed} from './ugc-feed'

export const THIRD_PARTY_BASE = '/third-party'

/** Script URL path -> stand-in file (scripts/). The UGC provider's two scripts share one file. */
const SCRIPTS: Record<string, string> = {
    'consent/otSDKStub.js': 'consent-tool.js',
    'tag-manager/gtm.js': 'tag-manager.js',
    'customer-data/sdk.js': 'customer-data.js',
    'live-chat/snippet.js': 'live-chat.js',
    'global-shipping/loader.js': 'global-shipping.js',
    'ugc/storytelling.js': 'ugc.js',
    'ugc/gallery.js': 'ugc.js'
}

export const SERVICES = [
    'consent',
    'tag-manager',
    'customer-data',
    'live-chat',
    'global-shipping',
    'ugc'
] as const

const scriptCache = new Map<string, string>()
const scriptSource = (file: string) => {
    let source = scriptCache.get(file)
    if (source === undefined) {
        source = fs.readFileSync(path.join(__dirname, 'scripts', file), 'utf8')
        scriptCache.set(file, source)
    }
    return source
}

const MAX_EVENTS = 100

const collected = (req: Request) => {
    const body = bodyOf(req)
    const clientId = optionalText(body, 'clientId', 128)
    if (!clientId) throw badRequest("'clientId' is required.")
    const events = Array.isArray(body.events) ? body.events.filter(isObject) : []
    if (!events.length || events.length > MAX_EVENTS)
        throw badRequest(`'events' must hold 1 to ${MAX_EVENTS} events.`)
    return {clientId, events}
}

export const thirdPartyRoutes = (router: Router, ctx: SandboxContext) => {
    router.use(THIRD_PARTY_BASE, cors)

    // Before the script route, which would otherwise take 'ugc/feed' for a script name.
    router.get(`${THIRD_PARTY_BASE}/ugc/feed`, (req, res) => {
        const galleryId = typeof req.query.gallery === 'string' ? req.query.gallery.slice(0, 64) : ''
        if (!/^[a-z0-9-]+$/i.test(galleryId)) throw badRequest("'gallery' must name a gallery.")
        const productId = typeof req.query.product === 'string' ? req.query.product.slice(0, 64) : undefined
        const limit = Number(req.query.limit ?? 12)
        if (!Number.isInteger(limit) || limit < 1 || limit > 48)
            throw badRequest("'limit' must be from 1 to 48.")
        const locale = typeof req.query.locale === 'string' ? req.query.locale.slice(0, 16) : 'default'
        const posts = ugcFeed(catalogOf(ctx), {
            galleryId,
            productId,
            limit,
            locale,
            origin: ctx.config.publicOrigin
        })
        res.set('Cache-Control', 'public, max-age=300').json({galleryId, posts})
    })

    router.get(`${THIRD_PARTY_BASE}/:service/:file`, (req, res) => {
        const file = SCRIPTS[`${req.params.service}/${req.params.file}`]
        if (!file) throw notFound(`No script at ${req.path}.`, 'script-not-found', 'Script Not Found')
        res.set('Cache-Control', 'public, max-age=300')
            .type('application/javascript')
            .send(scriptSource(file))
    })

    // What the stand-ins send home (beacons: JSON as text/plain), recorded per service and client id.
    router.post(`${THIRD_PARTY_BASE}/collect/:service`, jsonBody, (req, res) => {
        const service = req.params.service
        if (!(SERVICES as readonly string[]).includes(service))
            throw notFound(`Unknown service '${service}'.`, 'service-not-found', 'Service Not Found')
        const {clientId, events} = collected(req)
        for (const event of events) {
            const name = typeof event.name === 'string' ? event.name.slice(0, 64) : 'event'
            recordHit(ctx, {service, clientId, name, payload: event})
        }
        res.status(204).end()
    })

    router.post(`${THIRD_PARTY_BASE}/live-chat/messages`, jsonBody, (req, res) => {
        const body = bodyOf(req)
        const conversationId = optionalText(body, 'conversationId', 64)
        const text = optionalText(body, 'text', 500)
        if (!conversationId || !text) throw badRequest("'conversationId' and 'text' are required.")
        const locale = optionalText(body, 'locale', 16) ?? 'en-GB'
        const reply = chatAnswer(text, locale)
        recordHit(ctx, {
            service: 'live-chat',
            clientId: conversationId,
            name: 'message',
            payload: {text, reply, locale}
        })
        res.set('Cache-Control', 'no-store').json({reply, agent: 'VELA Customer Care'})
    })

    // Development only: what the stand-ins received, oldest first (browser tests read it).
    router.get('/__sandbox/third-party/hits', (req, res) => {
        const service = typeof req.query.service === 'string' ? req.query.service.slice(0, 32) : undefined
        const clientId = typeof req.query.clientId === 'string' ? req.query.clientId.slice(0, 128) : undefined
        res.set('Cache-Control', 'no-store').json(
            listHits(ctx, {...(service ? {service} : {}), ...(clientId ? {clientId} : {}), limit: 1000})
        )
    })
}
