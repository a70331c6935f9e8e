import type {Request} from 'express'
import {findSite, type SandboxContext, type SandboxSite} from '../../core/context'
import {notFound} from '../../core/errors'

/**
 * Storefront controller URLs: `/on/demandware.store/Sites-{siteId}-Site/{locale}/{Endpoint}`, with the locale
 * written with an underscore (`en_GB`) or `default`. Other modules register their controllers with these
 * helpers:
 *
 *   router.get(controllerPath('COShipping-GetPreCalculatedShippingMethods'), (req, res) => {
 *       const {site, locale} = resolveController(ctx, req)
 *       ...
 *   })
 */
export const controllerPath = (endpoint: string) =>
    `/on/demandware.store/:siteSegment/:localeSegment/${endpoint}`

export interface ControllerRequest {
    site: SandboxSite
    /** Locale in storefront form (`en-GB`); `default` maps to the site's default locale. */
    locale: string
}

const SITE_SEGMENT = /^Sites-(.+)-Site$/
const LOCALE_SEGMENT = /^([a-z]{2})_([A-Z]{2})$/

/** 404 (platform shape) for an unknown site or a locale the site does not serve. */
export const resolveController = (ctx: SandboxContext, req: Request): ControllerRequest => {
    const siteId = SITE_SEGMENT.exec(req.params.siteSegment ?? '')?.[1]
    const site = findSite(ctx.config, siteId)
    if (!site) {
        throw notFound(`No site matches '${req.params.siteSegment}'.`, 'site-not-found', 'Site Not Found')
    }
    const segment = req.params.localeSegment ?? ''
    if (segment === 'default') return {site, locale: site.defaultLocale}
    const match = LOCALE_SEGMENT.exec(segment)
    const locale = match ? `${match[1]}-${match[2]}` : undefined
    if (!locale || !site.locales.includes(locale)) {
        throw notFound(
            `Locale '${segment}' is not enabled for site '${site.id}'.`,
            'locale-not-found',
            'Locale Not Found'
        )
    }
    return {site, locale}
}
