import {useEffect, useState} from 'react'
import {onSessionEvent} from '../session'
import {basketGate} from './basket-gate'

const RECHECK_MS = 250

/**
 * Keeps the basket gate closed while a login runs (spec 000 §4: no basket fetch or creation "while a login
 * is in progress") and reports each time it reopens, so the load rules run again for the signed-in shopper.
 * The session fires 'login' just before its gate settles, hence the re-check on the next turn; a short poll
 * covers a login that fails without an event.
 */
export const useLoginGateSync = (isLoginInProgress: () => boolean): number => {
    const [reopened, setReopened] = useState(0)
    useEffect(() => {
        const check = () => {
            const busy = isLoginInProgress()
            const wasOpen = basketGate.isOpen()
            basketGate.set(!busy)
            if (!busy && !wasOpen) setReopened((count) => count + 1)
        }
        check()
        const later = () => window.setTimeout(check, 0)
        const offLogin = onSessionEvent('login', later)
        const offLogout = onSessionEvent('logout', later)
        const timer = window.setInterval(() => {
            if (!basketGate.isOpen() || isLoginInProgress()) check()
        }, RECHECK_MS)
        return () => {
            offLogin()
            offLogout()
            window.clearInterval(timer)
            basketGate.set(true)
        }
    }, [isLoginInProgress])
    return reopened
}
