import {useEffect} from 'react'
import {useHistory, useLocation} from 'react-router-dom'
import {useSession} from '../../commerce/session'
import {useHydrated} from '../../hooks/use-hydrated'
import {useSite} from '../../site/site-context'
import {loginUrlFor} from '../login/return-url'

export type AccountAccess = 'unknown' | 'guest' | 'registered'

/**
 * "Wishlist, orders, addresses and payment instruments need a registered customer" (spec 001 §6): a guest
 * is sent to /login with the page as the return URL. Unknown on the server and until the SDK has a session,
 * so the server always renders the same neutral shell.
 */
export const useAccountGuard = (): AccountAccess => {
    const hydrated = useHydrated()
    const {isReady, isRegistered} = useSession()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const {buildUrl} = useSite()
    const access: AccountAccess = !hydrated || !isReady ? 'unknown' : isRegistered ? 'registered' : 'guest'

    useEffect(() => {
        if (access === 'guest') history.replace(loginUrlFor(buildUrl('/login'), pathname + search))
    }, [access, buildUrl, history, pathname, search])

    return access
}
