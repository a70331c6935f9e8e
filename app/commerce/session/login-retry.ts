import {loginRetryDecision} from '../../rules/account'
import {describeTokenError} from './token-errors'

export interface LoginRetryOptions {
    /** A refresh-token login keeps its stored auth between attempts (spec 001 §8). */
    isRefreshing: boolean
    clearAuth: () => Promise<void>
    wait: (ms: number) => Promise<void>
}

/**
 * Runs one authentication attempt under the login retry policy (spec 001 §8, decided by the rules'
 * `loginRetryDecision`): token errors wait 5 s and try again up to 5 times, a 'Load failed' network error is
 * tried again at once, and after 5 token failures auth is cleared and the login starts over. Starting over
 * happens once: a server that keeps refusing must end in an error the shopper can see, not a loop.
 */
export const withLoginRetry = async <T>(
    attempt: () => Promise<T>,
    options: LoginRetryOptions
): Promise<T> => {
    let failures = 0
    let startedOver = false
    for (;;) {
        try {
            return await attempt()
        } catch (raw) {
            failures += 1
            const error = await describeTokenError(raw)
            const decision = loginRetryDecision(error.message, failures, options.isRefreshing)
            if (decision.action === 'fail') throw error
            if (decision.action === 'start-over') {
                await options.clearAuth()
                if (startedOver) throw error
                startedOver = true
                failures = 0
                continue
            }
            if (decision.clearAuth) await options.clearAuth()
            if (decision.delayMs > 0) await options.wait(decision.delayMs)
        }
    }
}
