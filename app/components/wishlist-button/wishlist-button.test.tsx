import 'cross-fetch/polyfill'
import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {createTestQueryClient} from '../../test-utils/render'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {demoCustomer} from '../../commerce/session/testing/fake-state'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {signInFirst} from '../../commerce/session/testing/sign-in'
import {useSession} from '../../commerce/session/use-session'
import {WishlistButton} from '.'

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset([demoCustomer()])
    sessionMemory.forget()
    window.localStorage.clear()
    document.cookie.split(';').forEach((cookie) => {
        document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    })
})

const Probe = () => {
    const session = useSession()
    return (
        <>
            <output data-testid="status">{session.isRegistered ? 'registered' : 'guest'}</output>
            <WishlistButton productId="VL10001" />
        </>
    )
}

const renderButton = () =>
    render(
        <AccountTestProviders
            path="/leggings/power-leggings-VL10001.html?color=black"
            queryClient={createTestQueryClient()}
        >
            <Probe />
        </AccountTestProviders>
    )

describe('wishlist button (spec 001 §4.1, §6)', () => {
    test('a guest is sent to sign in and brought back to the product', async () => {
        const user = userEvent.setup()
        renderButton()
        await user.click(screen.getByRole('button', {name: 'Add to wishlist'}))
        await waitFor(() =>
            expect(screen.getByTestId('location').textContent).toBe(
                `/login?returnUrl=${encodeURIComponent('/leggings/power-leggings-VL10001.html?color=black')}`
            )
        )
    })

    test('a signed-in shopper saves the product and can take it off again', async () => {
        await signInFirst()
        const user = userEvent.setup()
        renderButton()
        await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('registered'))
        await user.click(screen.getByRole('button', {name: 'Add to wishlist'}))
        const saved = await screen.findByRole('button', {name: 'Saved to wishlist'})
        expect(saved).toHaveAttribute('aria-pressed', 'true')
        await waitFor(() => expect(saved).toBeEnabled())
        await user.click(saved)
        expect(await screen.findByRole('button', {name: 'Add to wishlist'})).toHaveAttribute(
            'aria-pressed',
            'false'
        )
    })
})
