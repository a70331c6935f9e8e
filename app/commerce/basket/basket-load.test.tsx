import 'cross-fetch/polyfill'
import {act, render, screen, waitFor, configure} from '@testing-library/react'
import {AuthHelpers, useAuthHelper} from '@salesforce/commerce-sdk-react'
import {useHistory} from 'react-router-dom'
import {BasketLoader} from './basket-loader'
import {holdBasketCreation} from './basket-creation'
import {markPaymentCancelled} from './shopper-flags'
import {PENDING_ORDER_KEY} from './pending-order'
import {createBasketPlatform, BasketTestProviders} from './testing/fake-basket-platform'
import {line, seedBasket} from './testing/seed'
import {useCurrentBasket} from './use-current-basket'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => platform.reset())

let loginRunning = false
const loginInProgress = () => loginRunning

const Probe = () => {
    const {basket, customerId, status} = useCurrentBasket()
    return (
        <output data-testid="probe">
            {JSON.stringify({
                customerId,
                status,
                basketId: basket?.basketId,
                items: basket?.productItems?.map((item) => item.productId),
                email: basket?.customerInfo?.email,
                currency: basket?.currency
            })}
        </output>
    )
}
const probe = () =>
    JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as {
        customerId?: string
        status: string
        basketId?: string
        items?: string[]
        email?: string
        currency?: string
    }

const renderLoader = (path = '/') =>
    render(
        <BasketTestProviders path={path}>
            <BasketLoader isLoginInProgress={loginInProgress} />
            <Probe />
        </BasketTestProviders>
    )

const calls = (name: string) => platform.state.calls.filter((call) => call === name).length
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)))

/** Holds the loader back as if logging in, so the test can prepare the shopper's platform state first. */
const withGuestHeldByLogin = async (path = '/') => {
    loginRunning = true
    renderLoader(path)
    await waitFor(() => expect(probe().customerId).toBeTruthy())
    return probe().customerId as string
}
const finishLogin = () => {
    loginRunning = false
}
afterEach(finishLogin)

describe('basket load rules (spec 000 §4)', () => {
    test('"fetched or created when the customer id changes": a new shopper gets exactly one basket', async () => {
        renderLoader()
        await waitFor(() => expect(probe().basketId).toBeTruthy())
        expect(platform.state.calls.indexOf('getCustomerBaskets')).toBeLessThan(
            platform.state.calls.indexOf('createBasket')
        )
        await settle()
        expect(calls('createBasket')).toBe(1)
        expect(platform.state.baskets).toHaveLength(1)
    })

    test('"unless a login is in progress": nothing is fetched or created until it ends; an existing basket is fetched, not recreated', async () => {
        const customerId = await withGuestHeldByLogin()
        await settle()
        expect(calls('getCustomerBaskets')).toBe(0)
        expect(calls('createBasket')).toBe(0)
        seedBasket(platform.state, customerId, {productItems: [line('i1', 'VL100-black-M')]})
        finishLogin()
        await waitFor(() => expect(probe().basketId).toBe('seeded-1'))
        await settle()
        expect(calls('createBasket')).toBe(0)
    })

    test('"or the page is a confirmation page": no basket is created there', async () => {
        renderLoader('/checkout/confirmation/VL0001')
        await waitFor(() => expect(probe().customerId).toBeTruthy())
        await settle()
        expect(calls('createBasket')).toBe(0)
    })

    test('"payment was cancelled": the next load leaves the basket alone, once', async () => {
        markPaymentCancelled()
        renderLoader('/checkout')
        await waitFor(() => expect(probe().customerId).toBeTruthy())
        await settle()
        expect(calls('createBasket')).toBe(0)
        expect(window.sessionStorage.getItem('basket.paymentCancelled')).toBeNull()
    })

    test('"payment was cancelled": the basket is left alone for the whole payment return page, then loads run again', async () => {
        markPaymentCancelled()
        const Leave = () => {
            const history = useHistory()
            return <button onClick={() => history.replace('/checkout')}>back to checkout</button>
        }
        render(
            <BasketTestProviders path="/checkout3ds?result=cancelled">
                <BasketLoader isLoginInProgress={loginInProgress} />
                <Probe />
                <Leave />
            </BasketTestProviders>
        )
        await waitFor(() => expect(probe().customerId).toBeTruthy())
        await settle()
        expect(calls('createBasket')).toBe(0)
        expect(window.sessionStorage.getItem('basket.paymentCancelled')).toBe('1')

        act(() => screen.getByText('back to checkout').click())
        await waitFor(() => expect(window.sessionStorage.getItem('basket.paymentCancelled')).toBeNull())
        await settle()
        expect(calls('createBasket')).toBe(0)
    })

    test('an order waiting on its payment (its id stored) holds the basket: the 3-D Secure return creates none beside it', async () => {
        window.localStorage.setItem(PENDING_ORDER_KEY, 'ORD7')
        try {
            renderLoader('/checkout3ds')
            await waitFor(() => expect(probe().status).toBe('done'))
            await settle()
            expect(calls('getCustomerBaskets')).toBeGreaterThan(0)
            expect(calls('createBasket')).toBe(0)
        } finally {
            window.localStorage.removeItem(PENDING_ORDER_KEY)
        }
    })

    test('while an order is being placed its basket is the order: the load creates none, however late it runs', async () => {
        let finishPlacing = () => undefined as void
        const placing = holdBasketCreation(() => new Promise<void>((resolve) => (finishPlacing = resolve)))
        renderLoader('/checkout')
        await waitFor(() => expect(probe().status).toBe('done'))
        await settle()
        expect(calls('createBasket')).toBe(0)
        finishPlacing()
        await placing
    })

    test('a shared-bag link holds the load until the link is handled (the merge creates the basket)', async () => {
        const Handled = () => {
            const history = useHistory()
            return <button onClick={() => history.replace('/?basket=show')}>link handled</button>
        }
        render(
            <BasketTestProviders path="/?mergeBasketUUID=0f8fad5b-d9cb-469f-a165-70867728950e">
                <BasketLoader isLoginInProgress={loginInProgress} />
                <Probe />
                <Handled />
            </BasketTestProviders>
        )
        await waitFor(() => expect(probe().customerId).toBeTruthy())
        await settle()
        expect(calls('createBasket')).toBe(0)
        act(() => screen.getByText('link handled').click())
        await waitFor(() => expect(calls('createBasket')).toBe(1))
    })

    test('"A basket of another customer is recreated"', async () => {
        const customerId = await withGuestHeldByLogin()
        seedBasket(platform.state, customerId, {customerInfo: {customerId: 'someone-else'}})
        finishLogin()
        await waitFor(() => expect(calls('createBasket')).toBe(1))
        await waitFor(() => expect(probe().basketId).not.toBe('seeded-1'))
        expect(probe().basketId).toBeTruthy()
    })

    test('"A differing customer email updates the basket\'s customer info" (PUT baskets/{id}/customer)', async () => {
        seedBasket(platform.state, 'cust-alex', {
            customerInfo: {customerId: 'cust-alex', email: 'old@example.com'}
        })
        const Login = () => {
            const login = useAuthHelper(AuthHelpers.LoginRegisteredUserB2C)
            return (
                <button
                    onClick={() =>
                        void login.mutateAsync({
                            username: 'alex.morgan@example.com',
                            password: 'VelaDemo#2024'
                        })
                    }
                >
                    sign in
                </button>
            )
        }
        render(
            <BasketTestProviders>
                <BasketLoader isLoginInProgress={loginInProgress} />
                <Probe />
                <Login />
            </BasketTestProviders>
        )
        await waitFor(() => expect(probe().basketId).toBeTruthy())
        act(() => screen.getByText('sign in').click())
        await waitFor(() => expect(probe().customerId).toBe('cust-alex'))
        await waitFor(() => expect(probe().email).toBe('alex.morgan@example.com'))
        expect(calls('PUT customer')).toBe(1)
    })

    test('"A basket item whose product can no longer be fetched is removed on basket load" (spec 000 §5)', async () => {
        const customerId = await withGuestHeldByLogin()
        platform.state.gone.add('VL200-sage-S')
        seedBasket(platform.state, customerId, {
            productItems: [line('i1', 'VL100-black-M'), line('i2', 'VL200-sage-S')]
        })
        finishLogin()
        await waitFor(() => expect(probe().items).toEqual(['VL100-black-M']))
        expect(calls('removeItem')).toBe(1)
    })

    test('the basket currency is kept equal to the site currency (PATCH currency)', async () => {
        const customerId = await withGuestHeldByLogin()
        seedBasket(platform.state, customerId, {currency: 'EUR'})
        finishLogin()
        await waitFor(() => expect(probe().currency).toBe('GBP'))
        expect(calls('updateBasket')).toBe(1)
    })

    test.each([
        ['/cart', true],
        ['/', true],
        ['/checkout/confirmation/ORD1', false],
        ['/checkout3ds', false],
        ['/us/checkout3ds', false]
    ])(
        '"A stored pending order id is failed when the basket loads away from confirmation or 3DS pages": %s → %s',
        async (path, fails) => {
            window.localStorage.setItem(PENDING_ORDER_KEY, 'ORD1')
            renderLoader(path)
            await waitFor(() => expect(probe().status).toBe('done'))
            await settle()
            await waitFor(() => expect(platform.state.calls.includes('PATCH order ORD1 failed')).toBe(fails))
            await waitFor(() =>
                expect(window.localStorage.getItem(PENDING_ORDER_KEY)).toBe(fails ? null : 'ORD1')
            )
        }
    )
})
