import 'cross-fetch/polyfill'
import {screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {PAGE_LOADED_EVENT, type PageReport} from '../../analytics/data-layer'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {demoCustomer} from '../../commerce/session/testing/fake-state'
import {renderPage} from '../../commerce/session/testing/render-page'
import {signInFirst} from '../../commerce/session/testing/sign-in'
import OrderHistoryPage from '../order-history'
import SavedCardsPage from '../saved-cards'
import AccountPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => sessionMemory.forget())

const order = (n: number) => ({
    orderNo: `VL${String(10000 + n).padStart(8, '0')}`,
    creationDate: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    status: 'new',
    shippingStatus: n === 1 ? 'shipped' : 'not_shipped',
    currency: 'GBP',
    orderTotal: 80 + n,
    productSubTotal: 75 + n,
    shippingTotal: 5,
    taxTotal: 0,
    productItems: [
        {itemId: `i${n}`, productId: 'M1', productName: 'Sculpt Leggings', quantity: 1, price: 75 + n}
    ],
    shipments: [
        {
            shipmentId: 'me',
            shippingAddress: {
                firstName: 'Alex',
                lastName: 'Morgan',
                address1: '1 High St',
                city: 'London',
                postalCode: 'N1 1AA',
                countryCode: 'GB'
            }
        }
    ],
    paymentInstruments: [{paymentCard: {cardType: 'Visa', numberLastDigits: '1111'}}]
})

const openAccount = (path: string) => renderPage(<AccountPage />, {path, route: '/account'})

describe('account guard (spec 001 §6)', () => {
    beforeEach(() => platform.reset())
    test.each(['/account/wishlist', '/account/orders', '/account/addresses', '/account/payments'])(
        'a guest asking for %s is sent to /login with it as the return URL',
        async (path) => {
            const {location} = openAccount(path)
            await waitFor(() => expect(location()).toBe(`/login?returnUrl=${encodeURIComponent(path)}`))
        }
    )

    test('the shell renders a skeleton, not shopper data, until the session is known', () => {
        openAccount('/account')
        expect(screen.getByRole('navigation', {name: 'My account'})).toBeInTheDocument()
        expect(screen.getByText('Loading your account…')).toBeInTheDocument()
    })
})

describe('signed-in account', () => {
    test('the overview greets the shopper; hostile text is shown inert', async () => {
        platform.reset([demoCustomer({firstName: '<img src=x onerror=alert(1)>'})])
        await signInFirst()
        openAccount('/account')
        expect(
            await screen.findByRole('heading', {name: 'Hello, <img src=x onerror=alert(1)>'})
        ).toBeInTheDocument()
        expect(document.querySelector('img[src="x"]')).toBeNull()
        expect(await screen.findByText('Nothing saved yet.')).toBeInTheDocument()
    })

    test('orders come 10 to a page, and an order opens its details', async () => {
        platform.reset([demoCustomer({orders: Array.from({length: 12}, (_, index) => order(index + 1))})])
        await signInFirst()
        openAccount('/account/orders')
        expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
        expect(screen.getAllByRole('article')).toHaveLength(10)
        await userEvent.click(screen.getByRole('button', {name: 'Next'}))
        await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
        await userEvent.click(screen.getByRole('link', {name: 'View order VL00010011'}))
        expect(await screen.findByRole('heading', {name: 'Order VL00010011'})).toBeInTheDocument()
        expect(screen.getByText('Visa ending 1111')).toBeInTheDocument()
    })

    test.each([
        [0, 'no orders'],
        [1, 'single order'],
        [3, 'multiple orders']
    ])(
        'the overview reports the page loaded with the customer order class: %i orders → %s',
        async (count, orderClass) => {
            platform.reset([
                demoCustomer({orders: Array.from({length: count}, (_, index) => order(index + 1))})
            ])
            await signInFirst()
            const reports: unknown[] = []
            const onLoaded = (event: Event) => reports.push((event as CustomEvent<PageReport>).detail.details)
            window.addEventListener(PAGE_LOADED_EVENT, onLoaded)
            try {
                openAccount('/account')
                await waitFor(() => expect(reports).toEqual([{customer: {orderClass}}]))
            } finally {
                window.removeEventListener(PAGE_LOADED_EVENT, onLoaded)
            }
        }
    )

    test('/orderhistory welcomes a customer without orders', async () => {
        platform.reset()
        await signInFirst()
        renderPage(<OrderHistoryPage />, {path: '/orderhistory', route: '/orderhistory'})
        expect(
            await screen.findByRole('heading', {name: "You haven't placed an order with us yet."})
        ).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Shop new arrivals'})).toHaveAttribute(
            'href',
            '/shop/new-arrivals'
        )
        expect(screen.getByRole('link', {name: 'Track a guest order'})).toHaveAttribute(
            'href',
            '/track-order'
        )
    })

    test('/mysavedcards lists saved cards and removes one', async () => {
        platform.reset([
            demoCustomer({
                paymentInstruments: [
                    {
                        paymentInstrumentId: 'pi-1',
                        paymentCard: {
                            cardType: 'Visa',
                            numberLastDigits: '1111',
                            holder: 'Alex Morgan',
                            expirationMonth: 3,
                            expirationYear: 2030
                        }
                    },
                    {
                        paymentInstrumentId: 'pi-2',
                        paymentCard: {
                            cardType: 'Mastercard',
                            numberLastDigits: '0004',
                            expirationMonth: 11,
                            expirationYear: 2029
                        }
                    }
                ]
            })
        ])
        await signInFirst()
        renderPage(<SavedCardsPage />, {path: '/mysavedcards', route: '/mysavedcards'})
        expect(await screen.findByText('Visa ending 1111')).toBeInTheDocument()
        expect(screen.getByText('Expires 03/30')).toBeInTheDocument()
        await userEvent.click(screen.getByRole('button', {name: 'Remove the card ending 0004'}))
        await waitFor(() => expect(screen.queryByText('Mastercard ending 0004')).toBeNull())
        expect(await screen.findByText('The card has been removed.')).toBeInTheDocument()
        expect(platform.state.customers[0].paymentInstruments).toHaveLength(1)
    })

    test('signing out from the account navigation returns home as a guest', async () => {
        platform.reset()
        await signInFirst()
        const {location} = openAccount('/account')
        const nav = await screen.findByRole('navigation', {name: 'My account'})
        await screen.findByRole('heading', {name: 'Hello, Alex'})
        await userEvent.click(within(nav).getByRole('button', {name: 'Sign out'}))
        await waitFor(() => expect(location()).toBe('/'))
        expect(platform.state.calls).toContain('SLAS logout')
    })
})
