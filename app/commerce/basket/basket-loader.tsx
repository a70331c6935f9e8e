import {useBasketLoadRules} from './use-basket-load-rules'
import {useBasketUpkeep} from './use-basket-upkeep'
import {useBasketWritesWin} from './use-basket-writes-win'
import {useLoginGateSync} from './use-login-gate-sync'
import {isLoginInProgress as sessionLoginInProgress} from './shopper-flags'

export interface BasketLoaderProps {
    /** Whether a login is running (defaults to the session layer's own gate); injectable for tests. */
    isLoginInProgress?: () => boolean
}

/**
 * Mount once in the app shell (effects only run in the browser, so the server never touches a basket): runs
 * the basket's load rules whenever the shopper, the page or the basket changes.
 */
export const BasketLoader = ({isLoginInProgress = sessionLoginInProgress}: BasketLoaderProps) => {
    const reopened = useLoginGateSync(isLoginInProgress)
    useBasketLoadRules(isLoginInProgress, reopened)
    useBasketUpkeep()
    useBasketWritesWin()
    return null
}
