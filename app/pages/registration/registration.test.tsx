import 'cross-fetch/polyfill'
import {screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {renderPage} from '../../commerce/session/testing/render-page'
import RegistrationPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
})

const fill = async ({email = 'robyn@example.com', password = 'Strong#Pass1'} = {}) => {
    await userEvent.type(screen.getByLabelText(/First name/), 'Robyn')
    await userEvent.type(screen.getByLabelText(/Last name/), "O'Hart")
    await userEvent.type(screen.getByLabelText(/Email address/), email)
    await userEvent.type(screen.getByLabelText(/^Password/), password)
    await userEvent.click(screen.getByLabelText(/Email me about new collections/))
    await userEvent.click(screen.getByRole('button', {name: 'Create account'}))
}

describe('/registration (spec 001 §4.1, §8)', () => {
    test('creates the account, signs in and opens the account', async () => {
        const {location} = renderPage(<RegistrationPage />, {path: '/registration', route: '/registration'})
        await fill()
        await waitFor(() => expect(location()).toBe('/account'))
        expect(platform.state.customers.map((customer) => customer.login)).toContain('robyn@example.com')
        expect(platform.state.calls).toContain('PWA-UpdateProfileApi optIn=true')
    })

    test("an email already registered shows 'Sorry, there was a problem and we couldn't create this account.'", async () => {
        const {location} = renderPage(<RegistrationPage />, {path: '/registration', route: '/registration'})
        await fill({email: 'alex.morgan@example.com'})
        expect(await screen.findByRole('alert')).toHaveTextContent(
            "Sorry, there was a problem and we couldn't create this account."
        )
        expect(location()).toBe('/registration')
    })

    test('the password rules are shown and enforced before anything is sent', async () => {
        renderPage(<RegistrationPage />, {path: '/registration', route: '/registration'})
        await fill({password: 'weakpass'})
        expect(
            await screen.findByText('Please choose a password that meets every rule below.')
        ).toBeInTheDocument()
        expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent('(met)')
        expect(screen.getByText('A number').closest('li')).toHaveTextContent('(not met yet)')
        expect(platform.state.calls).not.toContain('registerCustomer')
    })

    test('names are checked with the shared validator', async () => {
        renderPage(<RegistrationPage />, {path: '/registration', route: '/registration'})
        await userEvent.type(screen.getByLabelText(/First name/), '<script>')
        await userEvent.click(screen.getByRole('button', {name: 'Create account'}))
        expect(await screen.findByText('Please input valid characters')).toBeInTheDocument()
        expect(screen.getByLabelText(/First name/)).toHaveFocus()
    })

    test('a long name shows its 40-character limit before it is reached, tied to the field', async () => {
        renderPage(<RegistrationPage />, {path: '/registration', route: '/registration'})
        const first = screen.getByLabelText(/First name/)
        await userEvent.type(first, 'a'.repeat(31))
        expect(screen.queryByText(/\/40 characters/)).not.toBeInTheDocument()
        await userEvent.type(first, 'b')
        expect(first).toHaveAccessibleDescription('32/40 characters')
    })
})
