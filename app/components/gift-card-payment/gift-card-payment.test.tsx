import 'cross-fetch/polyfill'
import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {createFakeCheckout} from '../../commerce/checkout/testing/fake-checkout'
import {fakeBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {AccountTestProviders} from '../../commerce/session/testing/providers'
import {createTestQueryClient} from '../../test-utils/render'
import {GiftCardPayment} from './gift-card-payment'

const fake = createFakeCheckout()
beforeAll(() => fake.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => fake.server.close())
beforeEach(() => fake.reset())

const renderGiftCard = async (
    code: string,
    site: {path: string; currency: string} = {path: '/', currency: 'GBP'}
) => {
    const user = userEvent.setup()
    render(
        <AccountTestProviders path={site.path} queryClient={createTestQueryClient()}>
            <GiftCardPayment basket={fakeBasket({currency: site.currency})} />
        </AccountTestProviders>
    )
    await user.click(screen.getByRole('button', {name: /pay with a gift card/i}))
    await user.type(screen.getByLabelText('Gift card number'), code)
    await user.click(screen.getByRole('button', {name: 'Check balance'}))
    return {user}
}

describe('gift card balance check (spec 000 §5, §8)', () => {
    test('a card in another currency says so where its balance shows, instead of offering to apply it', async () => {
        // Issue #13: a GB gift card on the AU site was offered 'Apply to order' before being refused.
        await renderGiftCard('VELA-GB-020', {path: '/au', currency: 'AUD'})
        const notice = await screen.findByTestId('gift-card-currency')
        expect(notice).toHaveTextContent(
            'This gift card is in GBP and this site charges in AUD, so it can’t be used here.'
        )
        expect(screen.getByRole('link', {name: 'Spend it on our GBP site'})).toHaveAttribute('href', '/')
        expect(screen.queryByRole('button', {name: 'Apply to order'})).toBeNull()
    })

    test('sends the captcha token header and shows balance and expiry, then applies the card', async () => {
        const {user} = await renderGiftCard('VELA-GB-020')
        expect(await screen.findByText(/Balance £20\.00, valid until/)).toBeInTheDocument()
        expect(fake.state.calls).toContain(
            'COBilling-GetGiftCertificateBalance VELA-GB-020 vela-sandbox-recaptcha-pass'
        )
        await user.click(screen.getByRole('button', {name: 'Apply to order'}))
        await waitFor(() =>
            expect(fake.state.bodies['POST basket payment']?.[0]).toEqual({
                paymentMethodId: 'SB_GIFT_CERTIFICATE',
                giftCertificateCode: 'VELA-GB-020'
            })
        )
    })

    test("the server's error is shown as giftCardError", async () => {
        await renderGiftCard('VELA-UNKNOWN')
        expect(await screen.findByText('Sorry, this gift card number is not recognised.')).toBeInTheDocument()
        expect(screen.getByLabelText('Gift card number')).toHaveAttribute('aria-invalid', 'true')
    })

    test('a response without balance and expiry is an error', async () => {
        await renderGiftCard('VELA-NO-EXPIRY')
        expect(await screen.findByText('Something went wrong. Try again!')).toBeInTheDocument()
        expect(screen.queryByRole('button', {name: 'Apply to order'})).toBeNull()
    })

    test('markup in a code stays text', async () => {
        await renderGiftCard('<b>x</b>')
        await screen.findByText('Sorry, this gift card number is not recognised.')
        expect(document.querySelector('b')).toBeNull()
    })
})

describe('removing a gift card', () => {
    test('DELETE baskets/{id}/payment_instruments/{id} (the platform call, not a controller)', async () => {
        const applied = {
            paymentInstrumentId: 'gc-1',
            paymentMethodId: 'SB_GIFT_CERTIFICATE',
            giftCertificateCode: 'VELA-GB-020',
            maskedGiftCertificateCode: '*******-020',
            amount: 20
        }
        fake.reset(fakeBasket({paymentInstruments: [applied]}))
        const user = userEvent.setup()
        render(
            <AccountTestProviders queryClient={createTestQueryClient()}>
                <GiftCardPayment basket={fakeBasket({paymentInstruments: [applied]})} />
            </AccountTestProviders>
        )
        await user.click(screen.getByRole('button', {name: 'Remove gift card *******-020'}))
        await waitFor(() => expect(fake.state.calls).toContain('DELETE basket payment gc-1'))
        expect(fake.state.basket.paymentInstruments).toEqual([])
        expect(fake.state.calls.some((call) => call.startsWith('COBilling-RemoveCertificateBalance'))).toBe(
            false
        )
    })
})
