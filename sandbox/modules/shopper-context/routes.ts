import type {Request, Router} from 'express'
import {requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {applyContextChanges, deleteShopperContext, findShopperContext, saveShopperContext} from './store'
import {parseShopperContext} from './validation'

const CONTEXT_PATH = '/shopper/shopper-context/v1/organizations/:organizationId/shopper-context/:usid'
const CONFIGURATIONS_PATH =
    '/configuration/shopper-configurations/v1/organizations/:organizationId/configurations'

/** The context belongs to the token's session: another usid in the path is a 400, as on the platform. */
const contextRequest = (ctx: SandboxContext, req: Request) => {
    const {shopper, site} = requireShopperRequest(ctx, req)
    if (req.params.usid !== shopper.usid) {
        throw badRequest(
            "The usid in the path does not match the usid of the shopper's token.",
            'usid-not-matching',
            'USID Not Matching'
        )
    }
    return {usid: shopper.usid, siteId: site.id}
}

const contextNotFound = (usid: string) =>
    notFound(
        `No shopper context exists for usid '${usid}'.`,
        'shopper-context-not-found',
        'Shopper Context Not Found'
    )

export const shopperContextRoutes = (router: Router, ctx: SandboxContext) => {
    // 404 when nothing was set: an empty 200 would make the storefront invalidate every query after hydration.
    router.get(CONTEXT_PATH, (req, res) => {
        const {usid, siteId} = contextRequest(ctx, req)
        const context = findShopperContext(ctx, usid, siteId)
        if (!context) throw contextNotFound(usid)
        res.set('Cache-Control', 'no-store').json(context)
    })

    router.put(CONTEXT_PATH, (req, res) => {
        const {usid, siteId} = contextRequest(ctx, req)
        saveShopperContext(ctx, usid, siteId, applyContextChanges({}, parseShopperContext(req.body)))
        res.status(201).end()
    })

    router.patch(CONTEXT_PATH, (req, res) => {
        const {usid, siteId} = contextRequest(ctx, req)
        const changes = parseShopperContext(req.body)
        const context = applyContextChanges(findShopperContext(ctx, usid, siteId) ?? {}, changes)
        saveShopperContext(ctx, usid, siteId, context)
        res.set('Cache-Control', 'no-store').json(context)
    })

    router.delete(CONTEXT_PATH, (req, res) => {
        const {usid, siteId} = contextRequest(ctx, req)
        if (!deleteShopperContext(ctx, usid, siteId)) throw contextNotFound(usid)
        res.status(204).end()
    })

    // No site configurations are set on this instance (SF Payments and its relatives are off).
    router.get(CONFIGURATIONS_PATH, (req, res) => {
        requireShopperRequest(ctx, req)
        res.json({configurations: []})
    })
}
