import {screen} from '@testing-library/react'
import {renderToString} from 'react-dom/server'
import {TestProviders, renderWithProviders} from '../../test-utils/render'
import CheckoutPage from '.'

const mockServerContext = {res: {headersSent: false, set: jest.fn(), status: jest.fn()}}
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({
    useServerContext: () => mockServerContext
}))
jest.mock('./checkout-flow', () => ({CheckoutFlow: () => <p>steps</p>}))
jest.mock('./cross-border-start', () => ({
    CrossBorderStart: ({params}: {params: {glCountry: string}}) => <p>cross-border {params.glCountry}</p>
}))

beforeEach(() => {
    mockServerContext.res.set.mockClear()
    mockServerContext.res.status.mockClear()
})

describe('the checkout wrapper (spec 001 §2.1, §2.2)', () => {
    test('the server renders the private frame with skeletons, never shopper data', () => {
        const html = renderToString(
            <TestProviders path="/checkout">
                <CheckoutPage />
            </TestProviders>
        )
        expect(mockServerContext.res.set).toHaveBeenCalledWith('Cache-Control', 'private, no-store')
        expect(html).toContain('aria-busy="true"')
        expect(html).not.toContain('steps')
    })

    test.each(['shipping', 'payment', 'placeOrder'])('/checkout-delivery?stage=%s is accepted', (stage) => {
        renderWithProviders(<CheckoutPage />, {path: `/checkout-delivery?stage=${stage}`})
        expect(screen.getByText('steps')).toBeInTheDocument()
    })

    test.each(['bogus', '<script>alert(1)</script>', ''])("stage %j shows 'Invalid stage' (400)", (stage) => {
        renderWithProviders(<CheckoutPage />, {path: `/checkout-delivery?stage=${encodeURIComponent(stage)}`})
        expect(screen.getByRole('heading', {name: 'Invalid stage'})).toBeInTheDocument()
        expect(mockServerContext.res.status).toHaveBeenCalledWith(400)
        expect(document.querySelector('script')).toBeNull()
    })

    test.each([
        ['/checkout-globale?glCountry=JP&glCurrency=JPY', 'cross-border JP'],
        ['/checkout-delivery?glCountry=JP&glCurrency=JPY&stage=shipping', 'cross-border JP'],
        ['/checkout-delivery?glCountry=GB&glCurrency=GBP&stage=shipping', 'steps'],
        ['/checkout-globale', 'steps']
    ])('%s → %s', (path, shown) => {
        renderWithProviders(<CheckoutPage />, {path})
        expect(screen.getByText(shown)).toBeInTheDocument()
    })
})
