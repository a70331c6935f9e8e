import {matchPath} from 'react-router-dom'
import type {StorefrontConfig} from '../config/types'
import {prefixPattern, rowRoute} from './prefix'
import {type PageId, ROUTE_TABLE} from './route-table'

export interface RouteMatch {
    page: PageId
    params: Record<string, string | undefined>
}

/** Which page a path reaches, by the same rules the router applies (first match wins). */
export const matchRoute = (pathname: string, config: StorefrontConfig): RouteMatch | undefined => {
    const prefix = prefixPattern(config)
    for (const row of ROUTE_TABLE) {
        // The route the router is given (app/routes.tsx), so this answers as the router would.
        const match = matchPath(pathname, rowRoute(row, prefix))
        if (match) return {page: row.page, params: match.params as RouteMatch['params']}
    }
    return undefined
}
