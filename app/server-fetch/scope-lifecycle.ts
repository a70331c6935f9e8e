import {scopeStorage, type RequestScope} from './request-scope'
import type {DeadlineSettings} from './settings'

/** Server only: running a request inside its scope, and making the scope (budget timer, abort signal). */

export const runInRequestScope = <T>(scope: RequestScope, callback: () => T): T => {
    const storage = scopeStorage()
    return storage ? storage.run(scope, callback) : callback()
}

export const createRequestScope = (settings: DeadlineSettings, now = Date.now()): RequestScope => {
    const controller = new AbortController()
    const timer = setTimeout(
        () => controller.abort(new Error(`page data budget of ${settings.pageBudgetMs} ms used up`)),
        settings.pageBudgetMs
    )
    // The budget must never keep a process alive on its own.
    ;(timer as {unref?: () => void}).unref?.()
    return {
        settings,
        deadlineAt: now + settings.pageBudgetMs,
        signal: controller.signal,
        failures: [],
        memo: new Map(),
        dispose: () => {
            clearTimeout(timer)
            if (!controller.signal.aborted) controller.abort(new Error('response finished'))
        }
    }
}
