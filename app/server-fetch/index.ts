/**
 * Deadlines for the server's upstream calls (issue #12): settings, the per-request scope, `upstreamFetch` for
 * plain fetches, options for the commerce SDK and the failure test the cache policy uses. The content SDK's
 * adaptor (content-adaptor.ts) is imported on its own, on the server only, to keep axios out of first loads.
 * This index includes server-only modules: code that also runs in the browser imports `upstream-fetch`,
 * `commerce-fetch-options` or `failures` directly, which keep the browser's share to a few lines.
 */
export {readDeadlineSettings, DEFAULT_DEADLINES, type DeadlineSettings} from './settings'
export {
    currentRequestScope,
    installScopeStorage,
    recordUpstreamFailure,
    type RequestScope,
    type UpstreamFailure
} from './request-scope'
export {createRequestScope, runInRequestScope} from './scope-lifecycle'
export {upstreamFetch, type UpstreamName} from './upstream-fetch'
export {UpstreamError} from './deadline-fetch'
export {commerceFetchOptions} from './commerce-fetch-options'
export {isUpstreamFailure} from './failures'
