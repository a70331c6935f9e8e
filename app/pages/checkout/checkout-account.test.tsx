import {screen, waitFor} from '@testing-library/react'
import {DEMO_PASSWORD} from '../../commerce/session/testing/fake-state'
import {savedAddressId} from '../../rules/account'
import {activeStep, fake, fillAddress, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

setUpFakeCheckout()

describe('registered shoppers at checkout (spec 000 §6)', () => {
    test('sign in with email, password and remember-me; the account email goes on the basket; a new address is saved with its id', async () => {
        const {user} = renderCheckout()
        const contact = await activeStep(/contact/i)
        await user.click(contact.getByRole('button', {name: /have an account\? sign in/i}))
        await user.click(screen.getByLabelText(/^email address/i))
        await user.paste('alex.morgan@example.com')
        await user.click(screen.getByLabelText(/^password/i))
        await user.paste(DEMO_PASSWORD)
        await user.click(screen.getByRole('checkbox', {name: /keep me signed in/i}))
        await user.click(screen.getByRole('button', {name: /sign in and continue/i}))

        await activeStep(/delivery/i)
        expect(fake.platform.state.calls).toContain('SLAS login')
        await waitFor(() =>
            expect(fake.state.bodies['PUT customer']?.[0]).toMatchObject({email: 'alex.morgan@example.com'})
        )
        expect(screen.getByText('Signed in as alex.morgan@example.com')).toBeInTheDocument()

        await fillAddress(user, {
            'First name': 'Alex',
            'Last name': 'Morgan',
            Address: '221B Baker Street',
            'Town / city': 'London',
            Postcode: 'NW1 6XE',
            'Phone number': '07700 900123'
        })
        expect(screen.getByRole('checkbox', {name: /save this address/i})).toBeChecked()
        await screen.findByRole('radio', {name: /standard delivery/i})
        await user.click(screen.getByRole('button', {name: /continue to payment/i}))
        await activeStep(/payment/i)

        const saved = fake.platform.state.customers[0].addresses[0]
        expect(saved.addressId).toBe(
            savedAddressId({countryCode: 'GB', city: 'London', address1: '221B Baker Street'})
        )
        expect(saved.addressId).toBe('GBLondon221BBakerStr')
        expect(saved).toMatchObject({phone: '07700900123', postalCode: 'NW1 6XE'})
    })

    test('a wrong password keeps the shopper on step 1 with a message', async () => {
        const {user} = renderCheckout()
        const contact = await activeStep(/contact/i)
        await user.click(contact.getByRole('button', {name: /have an account\? sign in/i}))
        await user.type(screen.getByLabelText(/^email address/i), 'alex.morgan@example.com')
        await user.type(screen.getByLabelText(/^password/i), 'wrong-password')
        await user.click(screen.getByRole('button', {name: /sign in and continue/i}))
        expect(await screen.findByRole('alert')).toHaveTextContent(/email or password is incorrect/i)
        await activeStep(/contact/i)
    })
})
