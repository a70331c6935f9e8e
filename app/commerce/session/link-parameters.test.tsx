import 'cross-fetch/polyfill'
import {act, render, renderHook, screen, waitFor} from '@testing-library/react'
import {Link} from 'react-router-dom'
import userEvent from '@testing-library/user-event'
import {preferredDeliveryOption} from './delivery-preference'
import {SessionBootstrap} from './session-bootstrap'
import {sessionMemory} from './session-memory'
import {createFakePlatform} from './testing/fake-platform'
import {DEMO_PASSWORD} from './testing/fake-state'
import {AccountTestProviders} from './testing/providers'
import {useSession} from './use-session'

/**
 * The session's link parameters through the shell's session root (spec 000 §2, 001 §2.2, §7.3): the query a
 * shopper arrives with (or navigates to) reaches the platform's context, deliveryOption is remembered for the
 * checkout, logged=false signs out, and one-shot parameters leave the address bar.
 */
const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
    window.sessionStorage.clear()
    window.dataLayer = []
})

const renderAt = (path: string) => {
    // The context is read from the address bar, as in the browser.
    window.history.replaceState(null, '', path)
    return render(
        <AccountTestProviders path={path}>
            <SessionBootstrap />
            <Link to="/shop/bottoms/leggings?src=instagram&q=x">campaign link</Link>
        </AccountTestProviders>
    )
}

const location = () => screen.getByTestId('location').textContent
const contexts = () => platform.state.controllerQueries.filter((query) => query.endpoint === 'PWA-SetContext')

afterEach(() => window.history.replaceState(null, '', '/'))

test('deliveryOption is remembered for the checkout and leaves the address bar; other parameters stay', async () => {
    renderAt('/cart?deliveryOption=clickAndCollect&src=email')
    await waitFor(() => expect(location()).toBe('/cart?src=email'))
    expect(preferredDeliveryOption()).toBe('clickAndCollect')
    expect(contexts()[0].params).toMatchObject({src: 'email'})
    // The cleaned address has the same context: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(contexts()).toHaveLength(1)
})

test('a later page with other context parameters sends PWA-SetContext again', async () => {
    renderAt('/?src=email')
    await waitFor(() => expect(contexts()).toHaveLength(1))
    await userEvent.click(screen.getByText('campaign link'))
    await waitFor(() => expect(contexts()).toHaveLength(2))
    expect(contexts()[1].params).toMatchObject({src: 'instagram'})
})

const events = () => (window.dataLayer as {event: string}[]).map((entry) => entry.event)

test('logged=false signs a registered shopper out (the logout event) and leaves the address bar', async () => {
    const signIn = renderHook(() => useSession(), {wrapper: AccountTestProviders})
    await waitFor(() => expect(signIn.result.current.isGuest).toBe(true))
    await act(() => signIn.result.current.login({email: 'alex.morgan@example.com', password: DEMO_PASSWORD}))
    signIn.unmount()
    expect(events()).not.toContain('logout')

    renderAt('/account?logged=false')
    await waitFor(() => expect(location()).toBe('/account'))
    await waitFor(() => expect(events()).toContain('logout'))
    expect(platform.state.calls).toContain('SLAS logout')
})

test('logged=false for a guest leaves the address bar without a logout', async () => {
    renderAt('/?logged=false')
    await waitFor(() => expect(location()).toBe('/'))
    expect(events()).not.toContain('logout')
})
