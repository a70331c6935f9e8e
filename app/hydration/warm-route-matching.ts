import {matchPath, type RouteProps} from 'react-router-dom'
import {nextTask} from './next-task'

/** About 15 ms on a phone at 4× CPU when every pattern is new. */
const ROUTES_PER_TASK = 8

/**
 * Matches the page's path against the routes as React Router's `<Switch>` will, in order and a few routes per
 * task, and stops at the first that fits. The `<Switch>` compiles each pattern it tries (every path of a row,
 * with the site and locale prefix) the first time it sees it: on a product page, whose row comes late in the
 * table, that was one render of about 60 ms on a phone at 4× CPU inside a hydration slice. React Router keeps
 * compiled patterns by pattern and options, so hydration's `<Switch>` then finds them compiled. Returns the
 * index of the route that fits, or -1.
 */
export const warmRouteMatching = async (
    pathname: string,
    routes: readonly RouteProps[],
    yieldTask: () => Promise<void> = nextTask
): Promise<number> => {
    for (let start = 0; start < routes.length; start += ROUTES_PER_TASK) {
        const fit = routes
            .slice(start, start + ROUTES_PER_TASK)
            .findIndex((route) => matchPath(pathname, route))
        if (fit >= 0) return start + fit
        await yieldTask()
    }
    return -1
}
