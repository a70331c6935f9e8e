import Cookies from 'js-cookie'
import {screen} from '@testing-library/react'
import {COUNTRY_COOKIE_NAME} from '../../commerce/checkout'
import {renderWithProviders} from '../../test-utils/render'
import {useGiftCardAllowed} from './use-gift-card-allowed'

const Probe = () => <p>{useGiftCardAllowed() ? 'allowed' : 'not allowed'}</p>

afterEach(() => Cookies.remove(COUNTRY_COOKIE_NAME, {path: '/'}))

describe('gift card payment rule (spec 000 §5)', () => {
    test.each([
        ['GB', '/checkout', 'allowed'],
        ['IE', '/eu/checkout', 'allowed'],
        ['JP', '/checkout', 'not allowed'],
        ['BR', '/us/checkout', 'not allowed'],
        [undefined, '/au/checkout', 'allowed'],
        ['GB', '/checkout-delivery?glCountry=JP&glCurrency=JPY&stage=shipping', 'not allowed'],
        ['GB', '/checkout-delivery?glCountry=GB&glCurrency=GBP&stage=shipping', 'allowed']
    ])('country cookie %s at %s → %s', (country, path, expected) => {
        if (country) Cookies.set(COUNTRY_COOKIE_NAME, country, {path: '/'})
        renderWithProviders(<Probe />, {path})
        expect(screen.getByText(expected)).toBeInTheDocument()
    })
})
