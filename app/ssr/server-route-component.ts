import type {ComponentType} from 'react'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import {getAppConfig} from '@salesforce/pwa-kit-react-sdk/ssr/universal/compatibility'
import * as sdk from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component'
import {withLegacyGetProps} from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/with-legacy-get-props'

/**
 * PWA Kit's route wrapping as its server renderer sees it (webpack.config.js). The renderer wrapped every route
 * and the app again for each request: a class per route, each given its page's statics (two copies of
 * hoist-non-react-statics over every loadable page), about 2 ms of every render's CPU. The wrapped routes depend
 * on the request's `locals` only through legacy `getProps` arguments, which the storefront does not use, and on
 * the route table, which the configuration decides; so without legacy `getProps` they are made once per
 * configuration and the wrapped app once per app component, as the browser makes them once per page load.
 */
export * from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component'

type Locals = Record<string, unknown>

const usesLegacyGetProps = () => getAppConfig().getHOCsInUse?.().includes(withLegacyGetProps) ?? false

const routesByConfig = new WeakMap<object, unknown[]>()

export const getRoutes = (locals: Locals): unknown[] => {
    const config = getConfig()
    if (usesLegacyGetProps() || typeof config !== 'object' || config === null) return sdk.getRoutes(locals)
    let routes = routesByConfig.get(config)
    if (!routes) routesByConfig.set(config, (routes = sdk.getRoutes(locals)))
    return routes
}

const wrappedApps = new WeakMap<object, ComponentType<Record<string, unknown>>>()

export const routeComponent: typeof sdk.routeComponent = (wrapped, isPage, locals) => {
    if (isPage || usesLegacyGetProps()) return sdk.routeComponent(wrapped, isPage, locals)
    let wrappedApp = wrappedApps.get(wrapped)
    if (!wrappedApp) wrappedApps.set(wrapped, (wrappedApp = sdk.routeComponent(wrapped, isPage, locals)))
    return wrappedApp
}
