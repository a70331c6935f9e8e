import {matchPath, type RouteProps} from 'react-router-dom'
import type {StorefrontConfig} from '../config/types'
import {prefixPattern, rowPatterns} from './prefix'
import {type PageId, ROUTE_TABLE} from './route-table'

export interface RouteMatch {
    page: PageId
    params: Record<string, string | undefined>
}

/** Which page a path reaches, by the same rules the router applies (first match wins). */
export const matchRoute = (pathname: string, config: StorefrontConfig): RouteMatch | undefined => {
    const prefix = prefixPattern(config)
    for (const row of ROUTE_TABLE) {
        for (const path of rowPatterns(row, prefix)) {
            const routeProps: RouteProps = {path, exact: row.exact ?? false}
            const match = matchPath(pathname, routeProps)
            if (match) return {page: row.page, params: match.params as RouteMatch['params']}
        }
    }
    return undefined
}
