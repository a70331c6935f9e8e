import loadable, {type LoadableComponent} from '@loadable/component'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import {prefixPattern, rowPatterns} from './routing/prefix'
import {type PageId, ROUTE_TABLE} from './routing/route-table'

// One lazily loaded chunk per page; the loadable Babel plugin makes SSR collect the chunks a page needs.
const NotFound = loadable(() => import('./pages/not-found'))

const PAGES: Partial<Record<PageId, LoadableComponent<object>>> = {
    home: loadable(() => import('./pages/home')),
    'not-found': NotFound
}

/**
 * PWA Kit calls this after AppConfig.restore, so the configuration is available. Routes follow the route
 * table's order; a final catch-all renders the not-found page inside the app shell.
 */
const routes = () => {
    const prefix = prefixPattern(getConfig())
    return [
        ...ROUTE_TABLE.flatMap((row) => {
            const component = PAGES[row.page]
            return component
                ? rowPatterns(row, prefix).map((path) => ({path, exact: row.exact ?? false, component}))
                : []
        }),
        {path: '*', component: NotFound}
    ]
}

export default routes
