import type {Request, Router} from 'express'
import {findSite, type SandboxContext} from '../../core/context'
import {badRequest, notFound, unauthorized} from '../../core/errors'
import {catalogOf} from '../catalog/catalog-cache'
import {stockSnapshot} from '../catalog/inventory'
import {productName} from '../catalog/texts'
import {choose, PAGE_TYPES, type PageType} from './campaigns'
import {bodyOf, isObject, jsonBody, mountCors, optionalText} from './http'
import {isRecommender, RECOMMENDERS, runRecommender, ZONES, type RecommenderName} from './recommenders'
import {coPurchases, listEvents, recentlyViewed, recordEvent} from './store'

/** The public client id the storefront sends (x-cq-client-id); any non-empty id is accepted locally. */
const CLIENT_ID_HEADER = 'x-cq-client-id'
/** The server-side key of the choose API: only the storefront's server holds it. */
export const CHOOSE_KEY_HEADER = 'dy-api-key'
export const PERSONALISATION_BASE = '/personalisation'

export const ACTIVITIES = [
    'viewProduct',
    'viewSearch',
    'clickSearch',
    'viewCategory',
    'clickCategory',
    'viewReco',
    'clickReco',
    'viewPage',
    'beginCheckout',
    'checkoutStep',
    'addToCart',
    'removeFromCart'
] as const

const MAX_RECS = 24

const siteOf = (ctx: SandboxContext, req: Request) => {
    const site = findSite(ctx.config, req.params.siteId)
    if (!site)
        throw notFound(
            `No site with ID '${req.params.siteId}' could be found.`,
            'site-not-found',
            'Site Not Found'
        )
    return site
}

const requireClient = (req: Request) => {
    const id = req.get(CLIENT_ID_HEADER)
    if (!id || id.length > 128) throw unauthorized('A client id (x-cq-client-id) is required.')
}

const identity = (body: Record<string, unknown>) => ({
    cookieId: optionalText(body, 'cookieId', 128),
    userId: optionalText(body, 'userId', 128)
})

const productIds = (body: Record<string, unknown>): string[] => {
    const products = body.products
    if (products === undefined) return []
    if (!Array.isArray(products) || products.length > 50)
        throw badRequest("'products' must be a list of at most 50.")
    return products.flatMap((product) =>
        isObject(product) && typeof product.id === 'string' && product.id.length <= 128 ? [product.id] : []
    )
}

const limitOf = (body: Record<string, unknown>) => {
    const value = body.limit ?? (isObject(body.args) ? body.args.limit : undefined)
    if (value === undefined) return 12
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RECS)
        throw badRequest(`'limit' must be a whole number from 1 to ${MAX_RECS}.`)
    return value
}

export const personalisationRoutes = (router: Router, ctx: SandboxContext) => {
    mountCors(router, PERSONALISATION_BASE)
    const base = `${PERSONALISATION_BASE}/v3`

    // Activities: the storefront's wrappers (view product, add to cart ...); recorded per visitor.
    router.post(`${base}/activities/:siteId/:activity`, jsonBody, (req, res) => {
        requireClient(req)
        const site = siteOf(ctx, req)
        const activity = req.params.activity
        if (!(ACTIVITIES as readonly string[]).includes(activity))
            throw notFound(`Unknown activity '${activity}'.`, 'activity-not-found', 'Activity Not Found')
        const body = bodyOf(req)
        if (body.instanceType !== 'prd' || typeof body.realm !== 'string')
            throw badRequest("Activities carry realm and instanceType 'prd'.")
        const id = recordEvent(ctx, {
            kind: 'activity',
            name: activity,
            siteId: site.id,
            ...identity(body),
            payload: body
        })
        res.set('Cache-Control', 'no-store').json({requestId: `act-${id}`})
    })

    router.get(`${base}/personalization/recommenders/:siteId`, (req, res) => {
        requireClient(req)
        siteOf(ctx, req)
        res.set('Cache-Control', 'no-store').json({
            recommenders: RECOMMENDERS.map(({name, description, type}) => ({
                name,
                description,
                recommenderType: type
            }))
        })
    })

    const recommendations = (req: Request, name: RecommenderName) => {
        const site = siteOf(ctx, req)
        const body = bodyOf(req)
        const who = identity(body)
        const catalog = catalogOf(ctx)
        const masterOf = (id: string) => catalog.products.get(id)?.master.id
        let bought = new Map<string, Map<string, number>>()
        try {
            bought = coPurchases(ctx, masterOf)
        } catch {
            // No orders table in a sandbox without the orders module: nothing bought together yet.
        }
        const picked = runRecommender(
            name,
            {
                products: productIds(body),
                categoryId: optionalText(body, 'categoryId', 128),
                recentlyViewed: who.cookieId ? recentlyViewed(ctx, who.cookieId, MAX_RECS) : [],
                coPurchases: bought,
                limit: limitOf(body)
            },
            {catalog, stock: stockSnapshot(ctx)}
        )
        const id = recordEvent(ctx, {kind: 'recommendation', name, siteId: site.id, ...who, payload: body})
        const locale = optionalText(body, 'locale', 16) ?? site.defaultLocale
        return {
            recoUUID: `reco-${id}`,
            recommenderName: name,
            displayMessage: RECOMMENDERS.find((recommender) => recommender.name === name)?.description,
            recs: picked.map((master) => ({id: master.id, product_name: productName(master, locale)}))
        }
    }

    router.post(`${base}/personalization/recs/:siteId/:recommender`, jsonBody, (req, res) => {
        requireClient(req)
        const name = req.params.recommender
        if (!isRecommender(name))
            throw notFound(`Unknown recommender '${name}'.`, 'recommender-not-found', 'Recommender Not Found')
        res.set('Cache-Control', 'no-store').json(recommendations(req, name))
    })

    router.post(`${base}/personalization/:siteId/zones/:zone/recs`, jsonBody, (req, res) => {
        requireClient(req)
        const name = ZONES[req.params.zone]
        if (!name) throw notFound(`Unknown zone '${req.params.zone}'.`, 'zone-not-found', 'Zone Not Found')
        res.set('Cache-Control', 'no-store').json({...recommendations(req, name), zoneName: req.params.zone})
    })

    // The choose API (server to server: it needs the key) and engagement (from the browser).
    router.post(`${PERSONALISATION_BASE}/v2/serve/user/choose`, jsonBody, (req, res) => {
        if (!req.get(CHOOSE_KEY_HEADER)) throw unauthorized('The choose API needs its key.')
        const body = bodyOf(req)
        const user = isObject(body.user) ? body.user : {}
        const selector = isObject(body.selector) ? body.selector : {}
        const context = isObject(body.context) ? body.context : {}
        const page = isObject(context.page) ? context.page : {}
        const names = Array.isArray(selector.names)
            ? selector.names.filter((name): name is string => typeof name === 'string')
            : []
        if (!names.length) throw badRequest('selector.names must name at least one campaign.')
        const pageType = (PAGE_TYPES as readonly string[]).includes(String(page.type))
            ? (page.type as PageType)
            : 'OTHER'
        const attributes = isObject(context.pageAttributes) ? context.pageAttributes : {}
        const groups = String(attributes.customerGroups ?? '')
            .split(',')
            .map((group) => group.trim())
            .filter(Boolean)
        const dyid = optionalText(user, 'dyid', 128)
        const siteId = optionalText(body, 'siteId', 64) ?? ctx.config.sites[0]?.id ?? ''
        const channel = context.channel === 'APP' ? 'APP' : 'WEB'
        const location = typeof page.location === 'string' ? page.location.slice(0, 256) : ''
        const id = recordEvent(ctx, {
            kind: 'choose',
            name: names.join(','),
            siteId,
            ...(dyid ? {cookieId: dyid} : {}),
            payload: {pageType, location, groups, channel}
        })
        const choices = choose(
            {names, pageType, location, customerGroups: groups},
            (campaign) => `${campaign.id}-${id}`
        )
        res.set('Cache-Control', 'no-store').json({choices})
    })

    router.post(`${PERSONALISATION_BASE}/v2/collect/user/engagement`, jsonBody, (req, res) => {
        const body = bodyOf(req)
        const user = isObject(body.user) ? body.user : {}
        const engagements = Array.isArray(body.engagements) ? body.engagements.filter(isObject) : []
        const valid = engagements.filter(
            (engagement) => typeof engagement.decisionId === 'string' || typeof engagement.slotId === 'string'
        )
        if (!valid.length) throw badRequest('engagements need a decisionId or a slotId.')
        const dyid = optionalText(user, 'dyid', 128)
        for (const engagement of valid) {
            recordEvent(ctx, {
                kind: 'engagement',
                name: String(engagement.type ?? 'CLICK'),
                siteId: ctx.config.sites[0]?.id ?? '',
                ...(dyid ? {cookieId: dyid} : {}),
                payload: engagement
            })
        }
        res.status(204).end()
    })

    // Development only: what the service received, oldest first (browser tests read it).
    router.get('/__sandbox/personalisation/events', (req, res) => {
        const cookieId = typeof req.query.cookieId === 'string' ? req.query.cookieId.slice(0, 128) : undefined
        const kind = typeof req.query.kind === 'string' ? req.query.kind.slice(0, 32) : undefined
        res.set('Cache-Control', 'no-store').json(
            listEvents(ctx, {...(cookieId ? {cookieId} : {}), ...(kind ? {kind} : {}), limit: 500})
        )
    })
}
