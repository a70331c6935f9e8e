import type {SandboxModule} from '../../core/module'
import {seedContentAssets} from './content-assets'
import {contextRoutes} from './routes-context'
import {infoRoutes} from './routes-info'
import {SHELL_CONTROLLERS_SCHEMA} from './schema'
import {seedSitePreferences} from './site-preferences'

/**
 * The storefront controllers the page shell calls (`PWA-SetContext`, `PWA-GetPreferences`, `PWA-GetCountry`...)
 * and `/ip-address`. Other controllers register through `controllerPath`/`resolveController`.
 */
export const shellControllersModule: SandboxModule = {
    name: 'shell-controllers',
    schema: SHELL_CONTROLLERS_SCHEMA,
    seed(ctx) {
        seedSitePreferences(ctx)
        seedContentAssets(ctx)
    },
    routes(router, ctx) {
        contextRoutes(router, ctx)
        infoRoutes(router, ctx)
    }
}

export {controllerPath, resolveController} from './controller-route'
export {sitePreference} from './site-preferences'
export {controllerContextFor} from './context-store'
