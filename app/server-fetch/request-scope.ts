import type {DeadlineSettings} from './settings'

/**
 * What the server knows about the page it is rendering right now: when its data budget ends, a signal that
 * aborts every upstream call at that moment, and which upstream calls failed (so the response is never
 * stored by a shared cache, see app/site/failure-cache-policy.ts).
 *
 * The scope travels with the request through async code (Node's AsyncLocalStorage, installed by the server
 * in app/server.ts). This module only reads it through a global slot, so it stays importable by browser
 * code, where there is no scope and every helper falls back to plain behaviour. Creating scopes is server-only
 * (scope-lifecycle.ts), to keep it out of the browser's first load.
 */
export interface UpstreamFailure {
    upstream: string
    reason: 'timeout' | 'network' | 'status' | 'budget'
    detail: string
}

export interface RequestScope {
    settings: DeadlineSettings
    /** Epoch ms at which the page's data budget ends. */
    deadlineAt: number
    /** Aborts when the budget ends or the response is finished. */
    signal: AbortSignal
    failures: UpstreamFailure[]
    /** Clears the budget timer; called when the response is done. */
    dispose: () => void
    /** Per-scope memo for helpers (e.g. the commerce SDK's fetch options must keep one identity). */
    memo: Map<string, unknown>
}

export interface ScopeStorage {
    getStore(): RequestScope | undefined
    run<T>(store: RequestScope, callback: () => T): T
}

const SLOT = Symbol.for('vela.server-fetch.request-scope')
type GlobalWithSlot = typeof globalThis & {[SLOT]?: ScopeStorage}

export const scopeStorage = () => (globalThis as GlobalWithSlot)[SLOT]

/** Called once by the server: from then on every request can carry a scope. */
export const installScopeStorage = (storage: ScopeStorage) => {
    ;(globalThis as GlobalWithSlot)[SLOT] = storage
}

export const currentRequestScope = (): RequestScope | undefined =>
    (globalThis as GlobalWithSlot)[SLOT]?.getStore()

export const remainingBudgetMs = (scope: RequestScope, now = Date.now()) =>
    Math.max(0, scope.deadlineAt - now)

export const recordUpstreamFailure = (failure: UpstreamFailure, scope = currentRequestScope()) => {
    scope?.failures.push(failure)
}
