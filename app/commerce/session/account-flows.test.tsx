import 'cross-fetch/polyfill'
import {act, renderHook, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {createTestQueryClient} from '../../test-utils/render'
import {sessionMemory} from './session-memory'
import {createFakePlatform} from './testing/fake-platform'
import {DEMO_PASSWORD} from './testing/fake-state'
import {AccountTestProviders} from './testing/providers'
import {RegistrationError, useRegistration} from './use-registration'
import {usePasswordReset} from './use-password-reset'
import {useSession} from './use-session'
import {useUpdateCustomer} from './use-update-customer'

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
    window.dataLayer = []
})

const renderFlows = () =>
    renderHook(
        () => ({
            session: useSession(),
            register: useRegistration(),
            update: useUpdateCustomer(),
            reset: usePasswordReset()
        }),
        {
            wrapper: ({children}) => (
                <AccountTestProviders queryClient={createTestQueryClient()}>{children}</AccountTestProviders>
            )
        }
    )

const newShopper = {
    firstName: 'Robyn',
    lastName: 'Hart',
    email: 'robyn@example.com',
    password: 'Strong#Pass1',
    marketingOptIn: true,
    brochureOptIn: true
}

const ready = async (result: {current: ReturnType<typeof renderFlows>['result']['current']}) => {
    await waitFor(() => expect(result.current.session.isGuest).toBe(true))
    return platform.state.calls.length
}

describe('registration (spec 001 §4.1, §8)', () => {
    test('creates the account with the reCAPTCHA header, sends the event, logs in, records the opt-ins', async () => {
        const {result} = renderFlows()
        const start = await ready(result)
        await act(async () => {
            await result.current.register(newShopper)
        })
        const calls = platform.state.calls.slice(start)
        expect(calls.indexOf('registerCustomer')).toBe(0)
        expect(calls.indexOf('SLAS login')).toBeGreaterThan(0)
        expect(calls.slice(-2)).toEqual(['updateCustomer', 'PWA-UpdateProfileApi optIn=true'])
        const created = platform.state.customers.find((customer) => customer.login === 'robyn@example.com')
        expect(created?.attributes).toMatchObject({
            c_subscribeMail: true,
            c_optInFrom: 'registration',
            c_subscribeBrochure: true
        })
        const events = (window.dataLayer as {event: string}[]).map((entry) => entry.event)
        expect(events.indexOf('sign_up')).toBeLessThan(events.indexOf('login'))
        await waitFor(() => expect(result.current.session.isRegistered).toBe(true))
    })

    test("'login is already in use' is shown as the sorry message", async () => {
        const {result} = renderFlows()
        await ready(result)
        let error: unknown
        await act(async () => {
            error = await result.current
                .register({...newShopper, email: 'alex.morgan@example.com'})
                .catch((caught: unknown) => caught)
        })
        expect(error).toBeInstanceOf(RegistrationError)
        expect(error).toMatchObject({
            accountInUse: true,
            message: "Sorry, there was a problem and we couldn't create this account."
        })
        expect(platform.state.calls).not.toContain('SLAS login')
    })

    test('other errors show the server detail (the reCAPTCHA status passes through)', async () => {
        platform.server.use(
            rest.post('*/customer/shopper-customers/v1/organizations/:org/customers', (_req, res, ctx) =>
                res(
                    ctx.status(400),
                    ctx.json({type: 't', title: 'Recaptcha Failed', detail: 'Recaptcha score too low.'})
                )
            )
        )
        const {result} = renderFlows()
        await ready(result)
        await act(async () => {
            await expect(result.current.register(newShopper)).rejects.toMatchObject({
                accountInUse: false,
                message: 'Recaptcha score too low.'
            })
        })
    })
})

describe('update customer (spec 001 §4.1)', () => {
    const signIn = async (result: {current: ReturnType<typeof renderFlows>['result']['current']}) => {
        await ready(result)
        await act(() =>
            result.current.session.login({email: 'alex.morgan@example.com', password: DEMO_PASSWORD})
        )
        await waitFor(() => expect(result.current.session.isRegistered).toBe(true))
        return platform.state.calls.length
    }

    test('an email with the password logs in again', async () => {
        const {result} = renderFlows()
        const start = await signIn(result)
        await act(() =>
            result.current.update.updateProfile({
                firstName: 'Alex',
                lastName: 'Morgan',
                email: 'alex.new@example.com',
                currentPassword: DEMO_PASSWORD
            })
        )
        const calls = platform.state.calls.slice(start)
        expect(calls[0]).toBe('updateCustomer')
        expect(calls).toContain('SLAS login')
    })

    test('a name change only reloads the customer', async () => {
        const {result} = renderFlows()
        const start = await signIn(result)
        await act(() =>
            result.current.update.updateProfile({
                firstName: 'Al',
                lastName: 'Morgan',
                email: 'alex.morgan@example.com'
            })
        )
        expect(platform.state.calls.slice(start)).not.toContain('SLAS login')
        expect(platform.state.customers[0].firstName).toBe('Al')
    })
})

describe('password reset', () => {
    test('the request is answered the same for an unknown email', async () => {
        const {result} = renderFlows()
        await ready(result)
        await act(() => result.current.reset.requestReset('nobody@example.com'))
        expect(platform.state.calls).toContain('SLAS password reset nobody@example.com')
    })

    test('a good token sets the password and signs in; a spent one says so', async () => {
        const {result} = renderFlows()
        await ready(result)
        await act(async () => {
            await expect(
                result.current.reset.resetPassword({
                    token: 'old',
                    email: 'alex.morgan@example.com',
                    password: 'N3w#Pass'
                })
            ).rejects.toMatchObject({invalidLink: true})
        })
        await act(async () => {
            await result.current.reset.resetPassword({
                token: 'good-token',
                email: 'alex.morgan@example.com',
                password: 'N3w#Pass'
            })
        })
        await waitFor(() => expect(result.current.session.isRegistered).toBe(true))
    })
})
