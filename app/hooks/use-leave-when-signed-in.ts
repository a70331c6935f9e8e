import {useCallback, useEffect, useRef} from 'react'
import {useHistory} from 'react-router-dom'
import {useSession} from '../commerce/session'

/**
 * For the sign-in and registration pages: a shopper who is signed in already goes on to `destination` at once.
 * A sign-in started on the page goes on only when it has finished as a whole (the guest bag merged, the
 * shopper's data reloaded): the session counts as registered as soon as the tokens arrive, and leaving then
 * could cut the bag merge off. Returns the wrapper for the page's submit.
 */
export const useLeaveWhenSignedIn = (destination: string) => {
    const history = useHistory()
    const {isRegistered} = useSession()
    const signingIn = useRef(false)
    useEffect(() => {
        if (isRegistered && !signingIn.current) history.replace(destination)
    }, [destination, history, isRegistered])
    return useCallback(
        async (signIn: () => Promise<void>) => {
            signingIn.current = true
            try {
                await signIn()
            } catch (error) {
                signingIn.current = false
                throw error
            }
            history.replace(destination)
        },
        [destination, history]
    )
}
