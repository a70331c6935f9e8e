import {renderToString} from 'react-dom/server'
import {render, screen} from '@testing-library/react'
import {useBasketCount} from './use-basket-count'

const mockBaskets = jest.fn()
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useCustomerId: () => 'customer-1',
    useCustomerBaskets: (...args: unknown[]) => mockBaskets(...args)
}))

const Count = () => <span data-testid="count">{String(useBasketCount())}</span>

describe('basket count', () => {
    test.each([
        [undefined, 'undefined'],
        [{}, '0'],
        [{productItems: [{quantity: 2}, {quantity: 1}]}, '3'],
        [{productItems: [{quantity: 1}, {}]}, '1'],
        // Issue #13: a bag holding only an e-gift card showed no count.
        [{giftCertificateItems: [{giftCertificateItemId: 'g1', amount: 50}]}, '1']
    ])('the header counts %j as %s', (basket, count) => {
        mockBaskets.mockReturnValue({data: basket ? {baskets: [basket]} : undefined, isError: false})
        render(<Count />)
        expect(screen.getByTestId('count')).toHaveTextContent(count)
    })

    test('server HTML never carries the count; the browser shows it after hydration', () => {
        mockBaskets.mockReturnValue({data: {baskets: [{productItems: [{quantity: 2}]}]}, isError: false})
        expect(renderToString(<Count />)).toContain('undefined')
        render(<Count />)
        expect(screen.getByTestId('count')).toHaveTextContent('2')
    })

    test('the basket is read for the current customer, only in the browser', () => {
        mockBaskets.mockReturnValue({data: undefined, isError: false})
        render(<Count />)
        expect(mockBaskets).toHaveBeenLastCalledWith(
            {parameters: {customerId: 'customer-1'}},
            expect.objectContaining({enabled: true})
        )
    })

    test('a failing session or basket read leaves the count unknown', () => {
        mockBaskets.mockReturnValue({data: undefined, isError: true, error: new Error('401')})
        render(<Count />)
        expect(screen.getByTestId('count')).toHaveTextContent('undefined')
    })
})
