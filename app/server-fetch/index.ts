/**
 * Deadlines for the server's upstream calls (issue #12): settings, the per-request scope, `upstreamFetch` for
 * plain fetches, options for the commerce SDK and the failure test the cache policy uses. The content SDK's
 * adaptor (content-adaptor.ts) is imported on its own, on the server only, to keep axios out of first loads.
 */
export {readDeadlineSettings, DEFAULT_DEADLINES, type DeadlineSettings} from './settings'
export {
    createRequestScope,
    currentRequestScope,
    installScopeStorage,
    recordUpstreamFailure,
    runInRequestScope,
    type RequestScope,
    type UpstreamFailure
} from './request-scope'
export {upstreamFetch, UpstreamError, type UpstreamName} from './upstream-fetch'
export {commerceFetchOptions} from './commerce-fetch-options'
export {isUpstreamFailure} from './failures'
