import {AsyncLocalStorage} from 'async_hooks'
import type {RequestHandler} from 'express'
import {installScopeStorage, type RequestScope} from './request-scope'
import {createRequestScope, runInRequestScope} from './scope-lifecycle'
import {readDeadlineSettings} from './settings'

/**
 * Server only (app/server.ts): gives every request its scope (page data budget, abort signal, failures) for
 * the upstream helpers to read, and ends the budget's timer when the response is done.
 */
export const requestScopeMiddleware = (
    env: Record<string, string | undefined> = process.env
): RequestHandler => {
    installScopeStorage(new AsyncLocalStorage<RequestScope>())
    const settings = readDeadlineSettings(env)
    return (_req, res, next) => {
        const scope = createRequestScope(settings)
        res.once('close', scope.dispose)
        res.locals.requestScope = scope
        runInRequestScope(scope, next)
    }
}
