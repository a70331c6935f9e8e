import type {RequestStatus} from '../../rules/account'

interface QueryLike {
    status: 'loading' | 'error' | 'success'
    fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * A react-query state in the spec's status words (spec 001 §4.1: idle, pending, done, error). A disabled
 * query that never ran is idle, not pending.
 */
export const requestStatus = (query: QueryLike): RequestStatus => {
    if (query.status === 'error') return 'error'
    if (query.status === 'success') return query.fetchStatus === 'fetching' ? 'pending' : 'done'
    return query.fetchStatus === 'idle' ? 'idle' : 'pending'
}
