import type {ReactNode} from 'react'
import type {QueryClient} from '@tanstack/react-query'
import Cookies from 'js-cookie'
import {setupServer} from 'msw/node'
import {Route} from 'react-router-dom'
import {CommerceProvider} from '../../commerce-provider'
import {TestProviders} from '../../../test-utils/render'
import {customerHandlers} from '../../session/testing/fake-customers'
import {slasHandlers} from '../../session/testing/fake-slas'
import {createFakeState} from '../../session/testing/fake-state'
import {basketGate} from '../basket-gate'
import {resetBasketCreation} from '../basket-creation'
import {basketHandlers} from './fake-basket-handlers'
import {createBasketState} from './fake-basket-state'

/**
 * The real commerce SDK against an msw stand-in for SLAS (guest and registered login), Shopper Baskets, the
 * customer's basket list, products and the controllers the basket uses. `reset()` between tests.
 */
export const createBasketPlatform = () => {
    const session = createFakeState()
    const state = createBasketState()
    const server = setupServer(
        ...basketHandlers(state),
        ...slasHandlers(session),
        ...customerHandlers(session)
    )
    return {
        server,
        state,
        session,
        reset() {
            Object.assign(session, createFakeState())
            Object.assign(state, createBasketState())
            server.resetHandlers()
            basketGate.set(true)
            resetBasketCreation()
            window.localStorage.clear()
            window.sessionStorage.clear()
            Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, {path: '/'}))
        }
    }
}

/** The storefront's providers plus the commerce SDK, with the current location exposed for assertions. */
export const BasketTestProviders = ({
    path = '/',
    queryClient,
    children
}: {
    path?: string
    queryClient?: QueryClient
    children: ReactNode
}) => (
    <TestProviders path={path} queryClient={queryClient}>
        <CommerceProvider appOrigin="http://localhost">
            {children}
            <Route
                path="*"
                render={({location}) => (
                    <output data-testid="location" hidden>
                        {location.pathname + location.search}
                    </output>
                )}
            />
        </CommerceProvider>
    </TestProviders>
)
