import Cookies from 'js-cookie'
import {screen} from '@testing-library/react'
import {COUNTRY_COOKIE_NAME} from '../../commerce/checkout'
import type {ApplicablePaymentMethod} from '../../rules/checkout'
import {renderWithProviders} from '../../test-utils/render'
import {useGiftCardAllowed} from './use-gift-card-allowed'

/** The platform's gift certificate method as the sandbox offers it per site (lists are the platform's data). */
const OFFERED: Record<string, ApplicablePaymentMethod> = {
    gb: {
        id: 'SB_GIFT_CERTIFICATE',
        c_allowedCountries: ['GB', 'IM'],
        c_internationalCheckoutCountries: ['JP']
    },
    eu: {
        id: 'SB_GIFT_CERTIFICATE',
        c_allowedCountries: ['IE', 'FR'],
        c_internationalCheckoutCountries: ['PL']
    },
    us: {id: 'SB_GIFT_CERTIFICATE', c_allowedCountries: ['US'], c_internationalCheckoutCountries: ['BR']},
    au: {id: 'SB_GIFT_CERTIFICATE', c_allowedCountries: ['AU'], c_internationalCheckoutCountries: ['SG']}
}

const Probe = ({method}: {method?: ApplicablePaymentMethod}) => (
    <p>{useGiftCardAllowed(method) ? 'allowed' : 'not allowed'}</p>
)

afterEach(() => Cookies.remove(COUNTRY_COOKIE_NAME, {path: '/'}))

describe('"Gift card payment is allowed only if the country cookie is in an allowed list and not an international-checkout country" (spec 000 §5)', () => {
    test.each([
        ['GB', '/checkout', 'gb', 'allowed'],
        ['FR', '/eu/checkout', 'eu', 'allowed'],
        ['JP', '/checkout', 'gb', 'not allowed'],
        ['BR', '/us/checkout', 'us', 'not allowed'],
        ['NZ', '/au/checkout', 'au', 'not allowed'],
        [undefined, '/au/checkout', 'au', 'allowed'],
        ['GB', '/checkout-delivery?glCountry=JP&glCurrency=JPY&stage=shipping', 'gb', 'not allowed'],
        ['GB', '/checkout-delivery?glCountry=GB&glCurrency=GBP&stage=shipping', 'gb', 'allowed']
    ])('country cookie %s at %s (%s lists) → %s', (country, path, site, expected) => {
        if (country) Cookies.set(COUNTRY_COOKIE_NAME, country, {path: '/'})
        renderWithProviders(<Probe method={OFFERED[site]} />, {path})
        expect(screen.getByText(expected)).toBeInTheDocument()
    })

    test('not offered by the platform for the basket: not allowed', () => {
        renderWithProviders(<Probe />, {path: '/checkout'})
        expect(screen.getByText('not allowed')).toBeInTheDocument()
    })
})
