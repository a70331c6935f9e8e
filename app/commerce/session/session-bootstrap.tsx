import {useEffect, useRef} from 'react'
import {useWebView} from '../../hooks/use-web-view'
import {sessionStart} from './session-memory'
import {noteSessionActivity, shouldEndSession} from './session-timing'
import {useLinkParameters} from './use-link-parameters'
import {useSession} from './use-session'

const CHECK_EVERY_MS = 60_000
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const

/**
 * Mount once in the app shell (browser only by nature: effects never run on the server). Runs the login
 * sequence for the restored session (refresh or guest), applies the page's link parameters once it has
 * run, and ends a remember-me-off session once its 30 minutes have run out, extending it on shopper activity
 * at most once a minute.
 */
export const SessionBootstrap = () => {
    const {login, logout, isRegistered} = useSession()
    const started = useRef<Promise<unknown>>()
    const registered = useRef(isRegistered)
    registered.current = isRegistered
    // "Web-view sessions skip some token refresh behaviour" (spec 001 §4.1): in the app's web view the app
    // owns the session, so the 30-minute clock neither ends nor extends it here.
    const webView = useWebView()

    useEffect(() => {
        started.current = login().catch((error: unknown) =>
            console.error('Session could not be started', error instanceof Error ? error.message : error)
        )
        sessionStart.set(started.current)
        // Once per page load: later logins are triggered by the shopper.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])

    useLinkParameters({
        started: () => started.current,
        isRegistered: () => Boolean(registered.current),
        logout
    })

    useEffect(() => {
        if (!isRegistered || webView) return undefined
        const check = () => {
            if (shouldEndSession(new Date())) void logout()
        }
        const onActivity = () => noteSessionActivity(new Date())
        check()
        const timer = window.setInterval(check, CHECK_EVERY_MS)
        ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, {passive: true}))
        return () => {
            window.clearInterval(timer)
            ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity))
        }
    }, [isRegistered, logout, webView])

    return null
}
