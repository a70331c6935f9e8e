import {setupServer} from 'msw/node'
import Cookies from 'js-cookie'
import {controllerHandlers} from './fake-controllers'
import {customerHandlers} from './fake-customers'
import {slasHandlers} from './fake-slas'
import {createFakeState, type FakeCustomer} from './fake-state'

/**
 * An msw server standing in for SLAS, Shopper Customers and the storefront controllers, so the session layer
 * and the account pages run the real commerce SDK end to end in jsdom. `reset()` between tests gives a fresh
 * platform (the same state object, refilled) and forgets the browser's stored session.
 */
export const createFakePlatform = () => {
    const state = createFakeState()
    const server = setupServer(
        ...slasHandlers(state),
        ...customerHandlers(state),
        ...controllerHandlers(state)
    )
    return {
        server,
        state,
        reset(customers?: FakeCustomer[]) {
            Object.assign(state, createFakeState(customers))
            server.resetHandlers()
            window.localStorage.clear()
            window.sessionStorage.clear()
            Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, {path: '/'}))
        }
    }
}
