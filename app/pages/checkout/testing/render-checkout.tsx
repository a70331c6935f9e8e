import 'cross-fetch/polyfill'
import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Route, Switch} from 'react-router-dom'
import {createFakeCheckout} from '../../../commerce/checkout/testing/fake-checkout'
import {AccountTestProviders} from '../../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../../test-utils/render'
import {CheckoutFlow} from '../checkout-flow'

export const fake = createFakeCheckout()

/** msw for the whole file: unknown requests fail the test, so every platform call is accounted for. */
export const setUpFakeCheckout = () => {
    beforeAll(() => fake.server.listen({onUnhandledRequest: 'error'}))
    afterAll(() => fake.server.close())
    beforeEach(() => fake.reset())
}

export const renderCheckout = (path = '/checkout') => {
    const user = userEvent.setup()
    const view = render(
        <AccountTestProviders path={path} queryClient={createTestQueryClient()}>
            <Switch>
                <Route path="/checkout/confirmation/:orderId" render={() => <p>Confirmation page</p>} />
                <Route path="/cart" render={() => <p>Cart page</p>} />
                <Route path="/checkout" component={CheckoutFlow} />
            </Switch>
        </AccountTestProviders>
    )
    return {user, ...view}
}

export const currentLocation = () => screen.getByTestId('location').textContent

/** The open step's section (data-state="active"). */
export const activeStep = async (title: RegExp) => {
    const heading = await screen.findByRole('heading', {name: title}, {timeout: 5000})
    const section = heading.closest('section') as HTMLElement
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'active'))
    return within(section)
}

export const fillAddress = async (
    user: ReturnType<typeof userEvent.setup>,
    values: Record<string, string>
) => {
    for (const [label, value] of Object.entries(values)) {
        const field = screen.getByLabelText(new RegExp(`^${label}`, 'i'))
        await user.clear(field)
        // One paste per field instead of a keystroke per character: the same change reaches the form, at a
        // fraction of the renders (checkout flows stay well inside the test timeout on a loaded machine).
        if (value) await user.paste(value)
    }
}
