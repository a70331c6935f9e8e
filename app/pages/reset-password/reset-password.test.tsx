import 'cross-fetch/polyfill'
import {screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {renderPage} from '../../commerce/session/testing/render-page'
import ResetPasswordPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
})

describe('/reset-password', () => {
    test("an unknown email gets the same 'check your inbox' confirmation", async () => {
        renderPage(<ResetPasswordPage />, {path: '/reset-password', route: '/reset-password'})
        await userEvent.type(screen.getByLabelText(/Email address/), 'nobody@example.com')
        await userEvent.click(screen.getByRole('button', {name: 'Send reset link'}))
        expect(await screen.findByRole('heading', {level: 2, name: 'Check your inbox'})).toBeInTheDocument()
        expect(screen.getByRole('status')).toHaveTextContent("If there's an account for nobody@example.com")
        expect(platform.state.calls).toContain('SLAS password reset nobody@example.com')
    })

    test('the mailed link opens the new-password form, hides the token from the address bar and signs in', async () => {
        const {location} = renderPage(<ResetPasswordPage />, {
            path: '/reset-password?token=good-token&email=alex.morgan%40example.com',
            route: '/reset-password'
        })
        expect(
            await screen.findByText('Choose a new password for alex.morgan@example.com.')
        ).toBeInTheDocument()
        await waitFor(() => expect(location()).toBe('/reset-password'))
        await userEvent.type(screen.getByLabelText(/New password/), 'Fresh#Start9')
        await userEvent.click(screen.getByRole('button', {name: 'Save and sign in'}))
        expect(
            await screen.findByRole('heading', {level: 2, name: 'Your password has been changed'})
        ).toBeInTheDocument()
        expect(platform.state.customers[0].password).toBe('Fresh#Start9')
        expect(platform.state.calls).toContain('SLAS login')
    })

    test('a used or expired link says so and offers a new one', async () => {
        renderPage(<ResetPasswordPage />, {
            path: '/reset-password?token=spent&email=alex.morgan%40example.com',
            route: '/reset-password'
        })
        await userEvent.type(await screen.findByLabelText(/New password/), 'Fresh#Start9')
        await userEvent.click(screen.getByRole('button', {name: 'Save and sign in'}))
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'This reset link has expired or has already been used. Please ask for a new one.'
        )
        expect(screen.getByRole('link', {name: 'Ask for a new link'})).toHaveAttribute(
            'href',
            '/reset-password'
        )
    })
})
