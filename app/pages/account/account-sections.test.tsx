import 'cross-fetch/polyfill'
import {screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {rest} from 'msw'
import {sessionMemory} from '../../commerce/session/session-memory'
import {createFakePlatform} from '../../commerce/session/testing/fake-platform'
import {demoCustomer, DEMO_PASSWORD} from '../../commerce/session/testing/fake-state'
import {renderPage} from '../../commerce/session/testing/render-page'
import {signInFirst} from '../../commerce/session/testing/sign-in'
import AccountPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const platform = createFakePlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => sessionMemory.forget())

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

const openAccount = async (path: string) => {
    await signInFirst()
    return renderPage(<AccountPage />, {path, route: '/account'})
}

describe('addresses', () => {
    test('a US address needs a state and a valid ZIP code, then is saved and listed', async () => {
        platform.reset()
        await openAccount('/account/addresses')
        await userEvent.click(await screen.findByRole('button', {name: 'Add a new address'}))
        await userEvent.selectOptions(screen.getByLabelText(/Country/), 'US')
        await userEvent.type(screen.getByLabelText(/First name/), 'Alex')
        const lastName = screen.getByLabelText(/Last name/)
        lastName.focus()
        await userEvent.paste('M'.repeat(39))
        expect(lastName).toHaveAccessibleDescription('39/40 characters')
        await userEvent.clear(lastName)
        await userEvent.type(lastName, 'Morgan')
        await userEvent.type(screen.getByLabelText(/Address line 1/), '350 Fifth Avenue')
        await userEvent.type(screen.getByLabelText(/Town or city/), 'New York')
        await userEvent.type(screen.getByLabelText(/ZIP code/), '1234')
        await userEvent.type(screen.getByLabelText(/Phone number/), '212 736 3100')
        await userEvent.click(screen.getByRole('button', {name: 'Save address'}))
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        expect(screen.getByText('Please enter a valid postcode.')).toBeInTheDocument()
        expect(screen.getByLabelText(/^State/)).toHaveFocus()
        await userEvent.selectOptions(screen.getByLabelText(/^State/), 'NY')
        await userEvent.clear(screen.getByLabelText(/ZIP code/))
        await userEvent.type(screen.getByLabelText(/ZIP code/), '10118')
        await userEvent.click(screen.getByRole('button', {name: 'Save address'}))
        expect(await screen.findByText('Your address has been saved.')).toBeInTheDocument()
        expect(platform.state.customers[0].addresses[0]).toMatchObject({
            addressId: 'USNewYork350FifthAve',
            stateCode: 'NY'
        })
        expect(await screen.findByText(/350 Fifth Avenue/)).toBeInTheDocument()
    })

    test('a removal the platform refuses is undone and explained', async () => {
        platform.reset([demoCustomer({addresses: [{...home}]})])
        let release: () => void = () => undefined
        platform.server.use(
            rest.delete('*/customers/:customerId/addresses/:addressName', async (_req, res, ctx) => {
                await new Promise<void>((resolve) => (release = resolve))
                return res(ctx.status(500), ctx.json({type: 't', title: 'Error', detail: 'Try later.'}))
            })
        )
        jest.spyOn(console, 'error').mockImplementation(() => undefined)
        await openAccount('/account/addresses')
        await userEvent.click(await screen.findByRole('button', {name: 'Remove the address at 1 High St'}))
        await waitFor(() => expect(screen.queryByText(/1 High St/)).toBeNull())
        release()
        expect(await screen.findByRole('alert')).toHaveTextContent(
            "Sorry, we couldn't remove that address. It's back in your list."
        )
        expect(screen.getByText(/1 High St/)).toBeInTheDocument()
    })
})

describe('profile', () => {
    test('a name change is saved; a wrong current password is explained', async () => {
        platform.reset()
        await openAccount('/account/profile')
        const name = await screen.findByRole('region', {name: 'Your name'})
        const first = within(name).getByLabelText(/First name/)
        // The 40-character limit shows as a counter before anything is cut (issue #13).
        await userEvent.clear(first)
        await userEvent.paste('A'.repeat(38))
        expect(first).toHaveAccessibleDescription('38/40 characters')
        await userEvent.clear(first)
        await userEvent.type(first, 'Alexandra')
        expect(within(name).queryByText(/\/40 characters/)).not.toBeInTheDocument()
        await userEvent.click(within(name).getByRole('button', {name: 'Save name'}))
        expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument()
        expect(platform.state.customers[0].firstName).toBe('Alexandra')

        const password = screen.getByRole('region', {name: 'Password'})
        await userEvent.type(within(password).getByLabelText(/Current password/), 'Wrong#Pass1')
        await userEvent.type(within(password).getByLabelText(/New password/), 'Another#Pass2')
        await userEvent.click(within(password).getByRole('button', {name: 'Change password'}))
        expect(await within(password).findByRole('alert')).toHaveTextContent(
            "That isn't your current password. Please try again."
        )
        expect(platform.state.customers[0].password).toBe(DEMO_PASSWORD)
    })
})

describe('wishlist', () => {
    test('lists saved pieces with their product details and moves one to the bag', async () => {
        platform.reset([
            demoCustomer({
                wishlist: {id: 'list-1', items: [{id: 'item-1', productId: 'M1_black_8', quantity: 1}]}
            })
        ])
        const added: unknown[] = []
        platform.server.use(
            rest.get('*/product/shopper-products/v1/organizations/:org/products', (_req, res, ctx) =>
                res(
                    ctx.json({
                        data: [{id: 'M1_black_8', name: 'Sculpt Leggings', price: 78, currency: 'GBP'}],
                        total: 1
                    })
                )
            ),
            rest.post('*/checkout/shopper-baskets/v2/organizations/:org/baskets', (_req, res, ctx) =>
                res(ctx.json({basketId: 'b1', productItems: []}))
            ),
            rest.post(
                '*/checkout/shopper-baskets/v2/organizations/:org/baskets/:basketId/items',
                async (req, res, ctx) => {
                    added.push(await req.json())
                    return res(
                        ctx.json({basketId: 'b1', productItems: [{productId: 'M1_black_8', quantity: 1}]})
                    )
                }
            )
        )
        await openAccount('/account/wishlist')
        expect(await screen.findByRole('link', {name: 'Sculpt Leggings'})).toBeInTheDocument()
        await userEvent.click(screen.getByRole('button', {name: 'Move Sculpt Leggings to your bag'}))
        expect(await screen.findByText('Sculpt Leggings is in your bag.')).toBeInTheDocument()
        expect(added).toEqual([[{productId: 'M1_black_8', quantity: 1}]])
        await waitFor(() => expect(platform.state.customers[0].wishlist?.items).toEqual([]))
    })
})
