import 'cross-fetch/polyfill'
import {act, renderHook, waitFor} from '@testing-library/react'
import Cookies from 'js-cookie'
import {connectCustomerData} from '../../analytics/customer-data'
import {consentStore} from '../../engagement/consent/consent-store'
import {createTestQueryClient} from '../../test-utils/render'
import {INSIDER_COOKIE} from './insider-cookie'
import {onSessionEvent} from './session-events'
import {sessionMemory} from './session-memory'
import {createFakePlatform} from './testing/fake-platform'
import {demoCustomer, DEMO_PASSWORD} from './testing/fake-state'
import {AccountTestProviders} from './testing/providers'
import {useSession} from './use-session'

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    sessionMemory.forget()
    window.dataLayer = []
})

const alex = {email: 'alex.morgan@example.com', password: DEMO_PASSWORD}

const renderSession = (queryClient = createTestQueryClient()) => {
    const view = renderHook(() => useSession(), {
        wrapper: ({children}) => (
            <AccountTestProviders queryClient={queryClient}>{children}</AccountTestProviders>
        )
    })
    return {...view, queryClient}
}

/** The calls of one phase, without the SDK's own guest start-up. */
const callsAfter = (start: number) => platform.state.calls.slice(start)

const guestReady = async (result: {current: ReturnType<typeof useSession>}) => {
    await waitFor(() => expect(result.current.isGuest).toBe(true))
    return platform.state.calls.length
}

const events = () => (window.dataLayer as {event: string}[]).map((entry) => entry.event)

describe('login order (spec 001 §4.1)', () => {
    test("a page's link parameters reach PWA-SetContext and PWA-GetCustomerGroups (spec 001 §7.3)", async () => {
        window.history.replaceState(
            null,
            '',
            '/?src=email&sourceCode=SPRING&customerGroup=VIP&isWebView=true'
        )
        try {
            const {result} = renderSession()
            await act(async () => {
                await result.current.login()
            })
            const sent = (endpoint: string) =>
                platform.state.controllerQueries.find((query) => query.endpoint === endpoint)?.params
            expect(sent('PWA-GetCustomerGroups')).toEqual({src: 'email'})
            expect(sent('PWA-SetContext')).toEqual({
                glCountry: 'GB',
                glCurrency: 'GBP',
                uuid: Cookies.get('usid_vela-gb'),
                src: 'email',
                sourceCode: 'SPRING',
                customerGroup: 'VIP',
                isWebView: 'true'
            })
        } finally {
            window.history.replaceState(null, '', '/')
        }
    })

    test('without credentials or a refresh token the shopper is a guest, who gets the customer group fetched', async () => {
        const {result} = renderSession()
        let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined
        await act(async () => {
            outcome = await result.current.login()
        })
        expect(outcome).toMatchObject({kind: 'guest', registered: false, customerGroups: ['Everyone']})
        expect(platform.state.calls.filter((call) => call === 'SLAS authorize')).toHaveLength(1)
        expect(platform.state.calls).toEqual(
            expect.arrayContaining(['PWA-GetCustomerGroups', 'PWA-SetContext'])
        )
        expect(platform.state.calls).not.toContain('getCustomer')
        expect(Cookies.get(INSIDER_COOKIE)).toBeUndefined()
    })

    test('with a refresh token the session is refreshed, and a registered one loads the customer', async () => {
        const first = renderSession()
        await guestReady(first.result)
        await act(() => first.result.current.login(alex))
        first.unmount()
        // A later visit: the access token has gone, the registered refresh token cookie remains.
        window.localStorage.removeItem('access_token_vela-gb')
        expect(Cookies.get('cc-nx_vela-gb')).toBeTruthy()
        const start = platform.state.calls.length
        const second = renderSession()
        let outcome: Awaited<ReturnType<typeof second.result.current.login>> | undefined
        await act(async () => {
            outcome = await second.result.current.login()
        })
        expect(outcome).toMatchObject({kind: 'refresh', registered: true, customerId: 'cust-alex'})
        expect(callsAfter(start)).toContain('SLAS token refresh_token')
        expect(callsAfter(start)).not.toContain('SLAS login')
        expect(callsAfter(start)).toContain('getCustomer')
    })

    test('credentials run the full sequence in order, with the guest usid for the basket merge', async () => {
        platform.state.guestBaskets.add('guest-1')
        const {result} = renderSession()
        const start = await guestReady(result)
        const guestUsid = Cookies.get('usid_vela-gb')
        expect(guestUsid).toBeTruthy()
        let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined
        await act(async () => {
            outcome = await result.current.login(alex)
        })
        expect(outcome).toMatchObject({kind: 'credentials', registered: true, customer: {firstName: 'Alex'}})
        expect(callsAfter(start)).toEqual([
            'PWA-SyncBraze',
            'SLAS login',
            'SLAS token authorization_code_pkce',
            'getCustomer',
            'mergeBasket',
            'PWA-UpdateProfileApi',
            'PWA-UpdateContext'
        ])
        // After a sign-in the platform re-reads the context (spec 001 §7.3 PWA-UpdateContext).
        expect(platform.state.controllerQueries.at(-1)).toEqual({
            endpoint: 'PWA-UpdateContext',
            params: {glCountry: 'GB', glCurrency: 'GBP', uuid: guestUsid}
        })
        expect(platform.state.loginUsids).toEqual([guestUsid])
        expect(events()).toContain('login')
        await waitFor(() => expect(result.current.isRegistered).toBe(true))
    })

    test('a guest basket known to be empty is not merged', async () => {
        const {result, queryClient} = renderSession()
        const start = await guestReady(result)
        queryClient.setQueryData(
            [
                '/commerce-sdk-react',
                '/organizations/',
                'f_ecom_vela_001',
                '/customers/',
                'guest-2',
                '/baskets',
                {}
            ],
            {baskets: [{basketId: 'b1', productItems: []}], total: 1}
        )
        await act(() => result.current.login(alex))
        expect(callsAfter(start)).not.toContain('mergeBasket')
        expect(callsAfter(start)).toContain('PWA-UpdateProfileApi')
    })

    test('a login already in progress is reused', async () => {
        const {result} = renderSession()
        const start = await guestReady(result)
        await act(async () => {
            const [a, b] = [result.current.login(alex), result.current.login(alex)]
            expect(await a).toBe(await b)
        })
        expect(callsAfter(start).filter((call) => call === 'SLAS login')).toHaveLength(1)
    })

    test('a wrong password fails with the server message and is reported as a login failure', async () => {
        const {result} = renderSession()
        await guestReady(result)
        await act(async () => {
            await expect(result.current.login({...alex, password: 'nope'})).rejects.toMatchObject({
                status: 401,
                message: 'Unauthorized'
            })
        })
        expect(events()).toContain('loginFailure')
        expect(result.current.isGuest).toBe(true)
    })
})

describe('caches and cookies around sign-in (spec 001 §4.1)', () => {
    test('signing in by credentials clears cached products, pricing and searches, not other data', async () => {
        const {result, queryClient} = renderSession()
        await guestReady(result)
        queryClient.setQueryData(['catalog', 'product', 'vela-gb', 'en-GB', 'GBP', {id: 'P1'}], {id: 'P1'})
        queryClient.setQueryData(['catalog', 'search', 'vela-gb', 'en-GB', 'GBP', {q: 'bra'}], {hits: []})
        queryClient.setQueryData(['content', 'home'], {blocks: []})
        await act(() => result.current.login(alex))
        expect(queryClient.getQueriesData(['catalog'])).toEqual([])
        expect(queryClient.getQueryData(['content', 'home'])).toEqual({blocks: []})
    })

    test('an insider gets the insider cookie; a customer-group change clears everything', async () => {
        platform.reset([
            demoCustomer({
                customerId: 'cust-sam',
                login: 'sam.taylor@example.com',
                email: 'sam.taylor@example.com',
                groups: ['Everyone', 'Registered', 'MKT_SBINSIDERS']
            })
        ])
        const set = jest.spyOn(Cookies, 'set')
        const {result, queryClient} = renderSession()
        await guestReady(result)
        await act(async () => {
            await result.current.login()
        })
        queryClient.setQueryData(['content', 'home'], {blocks: []})
        await act(() => result.current.login({email: 'sam.taylor@example.com', password: DEMO_PASSWORD}))
        expect(Cookies.get(INSIDER_COOKIE)).toBe('1')
        expect(set).toHaveBeenLastCalledWith(INSIDER_COOKIE, '1', expect.objectContaining({expires: 1 / 24}))
        expect(queryClient.getQueryData(['content', 'home'])).toBeUndefined()
        set.mockRestore()
    })
})

describe('logout (spec 001 §4.1)', () => {
    test('revokes the refresh token, forgets the shopper, resets checkout, deletes the insider cookie, then is a guest', async () => {
        const {result, queryClient} = renderSession()
        await guestReady(result)
        await act(() => result.current.login(alex))
        await waitFor(() => expect(result.current.isRegistered).toBe(true))
        const sdkKey = [
            '/commerce-sdk-react',
            '/organizations/',
            'f_ecom_vela_001',
            '/customers/',
            'cust-alex'
        ]
        queryClient.setQueryData([...sdkKey, {}], {firstName: 'Alex'})
        queryClient.setQueryData([...sdkKey, '/product-lists', {}], {data: []})
        const remove = jest.spyOn(Cookies, 'remove')
        const checkout = jest.fn()
        const stop = onSessionEvent('checkout-reset', checkout)
        expect(Cookies.get(INSIDER_COOKIE)).toBeUndefined()
        const start = platform.state.calls.length

        await act(() => result.current.logout())
        stop()

        expect(callsAfter(start)[0]).toBe('SLAS logout')
        expect(callsAfter(start)).toContain('SLAS authorize')
        expect(queryClient.getQueriesData(sdkKey)).toEqual([])
        expect(checkout).toHaveBeenCalledWith({checkoutStep: 1})
        expect(remove).toHaveBeenCalledWith(INSIDER_COOKIE, {path: '/'})
        remove.mockRestore()
        await waitFor(() => expect(result.current.isGuest).toBe(true))
        expect(Cookies.get('cc-nx_vela-gb')).toBeUndefined()
        expect(events()).toEqual(expect.arrayContaining(['logout']))
    })
})

describe('customer-data platform identity', () => {
    test('a sign-in identifies the shopper by email; sign-out forgets them (consent C0003 given)', async () => {
        const identify = jest.fn()
        consentStore.reset({loaded: true, groups: ['C0001', 'C0003'], closed: true})
        connectCustomerData({logEvent: jest.fn(), identify})
        // Calls queued by earlier tests (no adapter yet) were delivered on connecting.
        identify.mockClear()
        try {
            const {result} = renderSession()
            await guestReady(result)
            await act(() => result.current.login(alex))
            expect(identify).toHaveBeenCalledWith(alex.email)
            await act(() => result.current.logout())
            expect(identify).toHaveBeenLastCalledWith(undefined)
            expect(identify).toHaveBeenCalledTimes(2)
            // The sign-out ends with a new guest session: let it finish inside this test, or its calls would
            // outlive the file's mock platform and fail in whichever test file the worker runs next.
            await guestReady(result)
        } finally {
            connectCustomerData(undefined)
            consentStore.reset()
        }
    })
})
