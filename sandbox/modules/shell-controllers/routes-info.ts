import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {clientIp, detectCountry} from './client-location'
import {contentAssets} from './content-assets'
import {controllerPath, resolveController} from './controller-route'
import {requiredQuery} from './query'
import {sitePreferences} from './site-preferences'

const ASSET_ID = /^[A-Za-z0-9_.-]{1,100}$/
const MAX_ASSETS = 50

export const infoRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(controllerPath('PWA-GetPreferences'), (req, res) => {
        const {site, locale} = resolveController(ctx, req)
        res.set('Cache-Control', 'public, max-age=600').json(sitePreferences(ctx, site.id, locale))
    })

    router.get(controllerPath('PWA-GetCountry'), (req, res) => {
        resolveController(ctx, req)
        res.set('Cache-Control', 'no-store').json({country: detectCountry(req)})
    })

    router.get(controllerPath('PWA-GetContentAssetsJSON'), (req, res) => {
        const {locale} = resolveController(ctx, req)
        const ids = [
            ...new Set(
                requiredQuery(req, 'contentAssetsIDs')
                    .split(',')
                    .map((id) => id.trim())
                    .filter(Boolean)
            )
        ]
        if (ids.length === 0 || ids.length > MAX_ASSETS || !ids.every((id) => ASSET_ID.test(id))) {
            throw badRequest(`contentAssetsIDs must list 1 to ${MAX_ASSETS} asset ids separated by commas.`)
        }
        res.set('Cache-Control', 'public, max-age=600').json({assets: contentAssets(ctx, ids, locale)})
    })

    router.get('/ip-address', (req, res) => {
        res.set('Cache-Control', 'no-store').json({ip: clientIp(req)})
    })
}
