import {startTransition} from 'react'
import {hydrateRoot} from 'react-dom/client'
import {loadableReady} from '@loadable/component'
import type {RouteProps} from 'react-router-dom'
import {OuterApp} from '@salesforce/pwa-kit-react-sdk/ssr/browser/main'
import {getAppConfig} from '@salesforce/pwa-kit-react-sdk/ssr/universal/compatibility'
import {
    getRoutes,
    routeComponent
} from '@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component'
// PWA Kit's `_app` override applies to the SDK's own imports only: the app's App must be imported directly.
import App from '../components/_app'
import {warmRouteMatching} from './warm-route-matching'
import {nextTask} from './next-task'

declare const __webpack_require__: {p: string}

interface ServerGlobals {
    Progressive: {buildOrigin: string}
    __PRELOADED_STATE__: {__STATE_MANAGEMENT_LIBRARY?: unknown}
    __ERROR__?: unknown
}

/**
 * Resolves once the browser has had a frame: the server's HTML is on screen before hydration's work starts, so a
 * phone shows the page (and its largest picture) without waiting for the app to come alive.
 */
const afterNextFrame = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)))

/**
 * PWA Kit's browser start (ssr/browser/main `start`), with three differences.
 *
 * Hydration waits for a frame (afterNextFrame): the scripts arrive while the HTML is still being laid out, and
 * hydrating at once held the first paint back until hydration was done (Lighthouse: first paint after script
 * evaluation, so the largest paint was counted behind all of it).
 *
 * The page hydrates inside a transition: React hydrates in slices of a few milliseconds and lets the browser
 * paint and answer input between them, instead of one task of several hundred milliseconds on a phone (the
 * task Lighthouse counts as blocking time). A tap during hydration makes React hydrate its target at once.
 *
 * What a shopper changes in a form control before hydration has committed, and the last button pressed before
 * React listened, are played again once it has (`replayEarlyInput`, from early-input.ts, held from the
 * start of the page's script in start-in-stages.ts; `onListening` ends the holding of presses).
 *
 * `window.__HYDRATING__` turns false when hydration commits (PWA Kit's route components read it to reuse the
 * server's data on the first render; the browser tests read it to know the page is live).
 */
export const hydrateInSlices = async (
    replayEarlyInput: () => void,
    onListening: () => void
): Promise<void> => {
    const globals = window as unknown as ServerGlobals
    const AppConfig = getAppConfig()
    const rootElement = document.getElementsByClassName('react-target')[0]
    const data = JSON.parse(document.getElementById('mobify-data')?.innerHTML ?? '{}') as Record<
        string,
        unknown
    >
    Object.assign(window, data)

    // Lazy chunks load from the build's origin, which only the server knows.
    Object.defineProperty(__webpack_require__, 'p', {get: () => globals.Progressive.buildOrigin})

    // The browser has no request.locals; this object lives as long as the page (restore comes first).
    const locals = {}
    AppConfig.restore(locals, globals.__PRELOADED_STATE__.__STATE_MANAGEMENT_LIBRARY)
    window.__HYDRATING__ = true
    // The server's state is restored in one task and the routes are wrapped in the next (start-in-stages.ts).
    await nextTask()
    const props = {
        error: globals.__ERROR__,
        locals,
        routes: getRoutes(locals),
        WrappedApp: routeComponent(App, false, locals)
    }
    // PWA Kit types its routes as unknown: they are the route table's React Router route props.
    await warmRouteMatching(window.location.pathname, props.routes as RouteProps[])
    await new Promise<void>((resolve) => {
        void loadableReady(() => resolve())
    })
    await afterNextFrame()
    let committed = false
    // hydrateRoot attaches React's listeners at once: presses from here on are React's (early-input.ts).
    onListening()
    startTransition(() => {
        hydrateRoot(
            rootElement,
            <OuterApp
                {...props}
                onHydrate={() => {
                    // A ref callback: it runs in the commit, and again (with null) if the router unmounts.
                    if (committed) return
                    committed = true
                    window.__HYDRATING__ = false
                    // A task later: the commit may be running inside the tap that caused it.
                    window.setTimeout(replayEarlyInput, 0)
                }}
            />
        )
    })
}
