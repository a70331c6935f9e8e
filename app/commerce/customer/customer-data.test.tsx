import 'cross-fetch/polyfill'
import {act, renderHook, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {createTestQueryClient} from '../../test-utils/render'
import {sessionMemory} from '../session/session-memory'
import {createFakePlatform} from '../session/testing/fake-platform'
import {demoCustomer, DEMO_PASSWORD} from '../session/testing/fake-state'
import {AccountTestProviders} from '../session/testing/providers'
import {useSession} from '../session/use-session'
import {useAddresses} from './use-addresses'
import {useWishlist} from './use-wishlist'

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())

const home = {
    addressId: 'GBLondon1HighSt',
    firstName: 'Alex',
    lastName: 'Morgan',
    address1: '1 High St',
    city: 'London',
    postalCode: 'N1 1AA',
    countryCode: 'GB',
    phone: '020 7946 0000',
    preferred: true
}
const broken = {...home, addressId: 'GBLondonNowhere', address1: 'Nowhere', postalCode: '12345'}

beforeEach(() => {
    platform.reset([demoCustomer({addresses: [{...home}, {...broken}]})])
    sessionMemory.forget()
})

const signedIn = async <T,>(hook: () => T) => {
    const view = renderHook(() => ({session: useSession(), value: hook()}), {
        wrapper: ({children}) => (
            <AccountTestProviders queryClient={createTestQueryClient()}>{children}</AccountTestProviders>
        )
    })
    await waitFor(() => expect(view.result.current.session.isGuest).toBe(true))
    await act(() =>
        view.result.current.session.login({email: 'alex.morgan@example.com', password: DEMO_PASSWORD})
    )
    await waitFor(() => expect(view.result.current.session.isRegistered).toBe(true))
    return view
}

describe('saved addresses (spec 001 §4.1, §5.1)', () => {
    test('only addresses with a phone and postcode valid for their country are shown', async () => {
        const {result} = await signedIn(useAddresses)
        await waitFor(() => expect(result.current.value.addresses).toHaveLength(1))
        expect(result.current.value.addresses[0].addressId).toBe('GBLondon1HighSt')
        expect(result.current.value.hiddenCount).toBe(1)
    })

    test('removal is applied at once and rolled back when the platform refuses', async () => {
        const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        let release: () => void = () => undefined
        platform.server.use(
            rest.delete('*/customers/:customerId/addresses/:addressName', async (_req, res, ctx) => {
                await new Promise<void>((resolve) => (release = resolve))
                return res(ctx.status(500), ctx.json({type: 't', title: 'Error', detail: 'Try later.'}))
            })
        )
        const {result} = await signedIn(useAddresses)
        await waitFor(() => expect(result.current.value.addresses).toHaveLength(1))
        let removal: Promise<unknown> = Promise.resolve()
        act(() => {
            removal = result.current.value.remove(result.current.value.addresses[0]).catch(() => 'failed')
        })
        await waitFor(() => expect(result.current.value.addresses).toHaveLength(0))
        expect(result.current.value.status).toBe('pending')
        await act(async () => {
            release()
            expect(await removal).toBe('failed')
        })
        expect(result.current.value.addresses).toHaveLength(1)
        expect(result.current.value.status).toBe('error')
        expect(log).toHaveBeenCalledWith('Address change failed', '500 Internal Server Error')
        log.mockRestore()
    })

    test('a new address gets the saved address id and no state code outside the US', async () => {
        const {result} = await signedIn(useAddresses)
        await act(() =>
            result.current.value.save({
                firstName: 'Alex',
                lastName: 'Morgan',
                address1: '350 Fifth Avenue',
                city: 'New York',
                stateCode: 'NY',
                postalCode: '10118',
                countryCode: 'US',
                phone: '212 736 3100'
            })
        )
        await act(() =>
            result.current.value.save({
                firstName: 'Alex',
                lastName: 'Morgan',
                address1: '2 Rue de la Paix',
                city: 'Paris',
                stateCode: 'NY',
                postalCode: '75002',
                countryCode: 'FR',
                phone: '01 42 00 00 00'
            })
        )
        const saved = platform.state.customers[0].addresses.slice(2)
        expect(saved.map((address) => [address.addressId, address.stateCode])).toEqual([
            ['USNewYork350FifthAve', 'NY'],
            ['FRParis2RuedelaPaix', undefined]
        ])
        await waitFor(() => expect(result.current.value.addresses).toHaveLength(3))
    })
})

describe('wishlist (spec 001 §4.1)', () => {
    test('a new item shows at once and is then replaced by the server item', async () => {
        let release: () => void = () => undefined
        const {result} = await signedIn(useWishlist)
        await waitFor(() => expect(result.current.value.loadStatus).toBe('done'))
        platform.server.use(
            rest.post('*/customers/:customerId/product-lists/:listId/items', async () => {
                await new Promise<void>((resolve) => (release = resolve))
                return undefined as never
            })
        )
        // The first add creates the list, then the item request waits until released.
        let adding: Promise<void> = Promise.resolve()
        act(() => {
            adding = result.current.value.add('M1_black_8')
        })
        await waitFor(() => expect(result.current.value.items).toHaveLength(1))
        expect(result.current.value.items[0]).toMatchObject({productId: 'M1_black_8', pending: true})
        expect(result.current.value.status).toBe('adding')
        await waitFor(() => expect(platform.state.calls).toContain('createCustomerProductList'))
        platform.server.resetHandlers()
        await act(async () => {
            release()
            await adding
        })
        expect(result.current.value.items).toEqual([
            expect.objectContaining({productId: 'M1_black_8', id: expect.stringMatching(/^item-/)})
        ])
        expect(result.current.value.items[0].pending).toBeUndefined()
        expect(result.current.value.status).toBe('idle')
    })
})
