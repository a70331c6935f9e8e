import 'cross-fetch/polyfill'
import {screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {DEMO_PASSWORD} from '../../commerce/session/testing/fake-state'
import {renderPage} from '../../commerce/session/testing/render-page'
import {holdGets} from '../../test-utils/held-requests'
import LoginPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
})

const open = (search = '') => renderPage(<LoginPage />, {path: `/login${search}`, route: '/login'})
const fill = async (email: string, password: string) => {
    if (email) await userEvent.type(screen.getByLabelText(/Email address/), email)
    if (password) await userEvent.type(screen.getByLabelText(/^Password/), password)
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}))
}

describe('/login (spec 001 §2.1, §5.1)', () => {
    test('a wrong password shows the error and keeps the typed email', async () => {
        open()
        await fill('alex.morgan@example.com', 'Wrong#Pass1')
        expect(await screen.findByRole('alert')).toHaveTextContent(
            "That email and password don't match our records. Please check them and try again."
        )
        expect(screen.getByLabelText(/Email address/)).toHaveValue('alex.morgan@example.com')
        expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    })

    test('both fields are required, with the validators’ exact messages, and the first error takes focus', async () => {
        open()
        await fill('', '')
        expect(await screen.findAllByText('This field is required')).toHaveLength(2)
        expect(screen.getByLabelText(/Email address/)).toHaveFocus()
        await userEvent.type(screen.getByLabelText(/Email address/), 'not-an-email')
        await userEvent.click(screen.getByRole('button', {name: 'Sign in'}))
        expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
        expect(platform.state.calls).not.toContain('SLAS login')
    })

    test('success goes to the return URL', async () => {
        const {location} = open('?returnUrl=%2Faccount%2Forders')
        await fill('alex.morgan@example.com', DEMO_PASSWORD)
        await waitFor(() => expect(location()).toBe('/account/orders'))
        expect(platform.state.calls).toContain('SLAS login')
    })

    test('the page waits for the whole sign-in (the guest bag merged, the customer loaded) before going on', async () => {
        // A later step of the sign-in, after the tokens have arrived: the customer's own record.
        const release = holdGets(
            platform.server,
            '*/customer/shopper-customers/v1/organizations/:org/customers/:customerId'
        )
        const {location} = open()
        await fill('alex.morgan@example.com', DEMO_PASSWORD)
        await waitFor(() => expect(platform.state.calls).toContain('SLAS login'))
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(location()).toBe('/login')
        release()
        await waitFor(() => expect(location()).toBe('/account'))
    })

    test('a return URL to another site is ignored: the account opens instead', async () => {
        const {location} = open('?returnUrl=%2F%2Fevil.example%2Fphish')
        await fill('alex.morgan@example.com', DEMO_PASSWORD)
        await waitFor(() => expect(location()).toBe('/account'))
    })

    test('the password can be shown and hidden; the forgotten-password link is there', async () => {
        open()
        const password = screen.getByLabelText(/^Password/)
        expect(password).toHaveAttribute('type', 'password')
        await userEvent.click(screen.getByRole('button', {name: 'Show password'}))
        expect(password).toHaveAttribute('type', 'text')
        expect(screen.getByRole('button', {name: 'Hide password'})).toHaveAttribute('aria-pressed', 'true')
        expect(screen.getByRole('link', {name: 'Forgotten password?'})).toHaveAttribute(
            'href',
            '/reset-password'
        )
    })
})
