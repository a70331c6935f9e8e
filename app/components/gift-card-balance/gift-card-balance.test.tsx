import 'cross-fetch/polyfill'
import {fireEvent, render, screen, configure} from '@testing-library/react'
import {createBasketPlatform, BasketTestProviders} from '../../commerce/basket/testing/fake-basket-platform'
import {GiftCardBalanceForm} from './gift-card-balance-form'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => platform.reset())

const check = (number: string, path = '/') => {
    render(
        <BasketTestProviders path={path}>
            <GiftCardBalanceForm />
        </BasketTestProviders>
    )
    fireEvent.change(screen.getByLabelText('Gift card number'), {target: {value: number}})
    fireEvent.click(screen.getByRole('button', {name: 'Check balance'}))
}

describe('gift card balance (spec 000 §5, §7, §8)', () => {
    test('sends the captcha token header and shows the balance and expiry date', async () => {
        check(' VELA-GB-100 ')
        const result = await screen.findByTestId('gift-card-balance-result')
        expect(result).toHaveTextContent('£100.00')
        expect(result).toHaveTextContent('Expires on 31 December 2099')
        expect(platform.state.calls).toContain('balance vela-sandbox-recaptcha-pass')
    })

    test('a GB card checked on the AU site says it cannot be used there and points to the GB site', async () => {
        // Issue #13: "the balance page shows '£500.00' with 'Start shopping' and no warning".
        check('VELA-GB-100', '/au')
        const result = await screen.findByTestId('gift-card-balance-result')
        expect(result).toHaveTextContent('£100.00')
        expect(screen.getByTestId('gift-card-currency')).toHaveTextContent(
            'This gift card is in GBP and this site charges in AUD'
        )
        expect(screen.getByRole('link', {name: 'Spend it on our GBP site'})).toHaveAttribute('href', '/')
        expect(screen.queryByRole('link', {name: 'Start shopping'})).toBeNull()
    })

    test('"the response must include balance and expiry, otherwise an error is shown"', async () => {
        check('VELA-NO-EXPIRY')
        expect(await screen.findByTestId('gift-card-balance-error')).toHaveTextContent(
            "Sorry, we couldn't check this gift card. Please try again."
        )
        expect(screen.queryByTestId('gift-card-balance-result')).toBeNull()
    })

    test('"giftCardError holds the server error"', async () => {
        check('NOPE')
        expect(await screen.findByTestId('gift-card-balance-error')).toHaveTextContent(
            'We could not find a gift card with this number.'
        )
    })

    test('an empty number is required and nothing is sent', async () => {
        check('  ')
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        expect(platform.state.calls.filter((call) => call.startsWith('balance'))).toEqual([])
    })
})
