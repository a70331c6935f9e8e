import {screen, within} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {CheckoutHeader} from '.'

describe('CheckoutHeader (spec 001 §2.3)', () => {
    test.each([
        ['/checkout', '/?basket=show', '/'],
        ['/us/checkout-delivery', '/us?basket=show', '/us'],
        ['/eu/fr-FR/checkout', '/eu/fr-FR?basket=show', '/eu/fr-FR']
    ])('on %s: Bag -> %s, logo -> %s, Secure Checkout', (path, bag, home) => {
        renderWithProviders(<CheckoutHeader />, {path})
        const banner = screen.getByRole('banner')
        expect(within(banner).getByRole('link', {name: 'Bag'})).toHaveAttribute('href', bag)
        expect(within(banner).getByRole('link', {name: 'VELA home page'})).toHaveAttribute('href', home)
        expect(within(banner).getByText('Secure Checkout')).toBeInTheDocument()
        // Reduced: no navigation, no search.
        expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument()
        expect(within(banner).queryByRole('search')).not.toBeInTheDocument()
    })
})
