import {screen} from '@testing-library/react'
import type {Basket} from '../../commerce/basket'
import {renderWithProviders} from '../../test-utils/render'
import {OrderSummary} from './order-summary'

const basket = (overrides: Partial<Basket>): Basket =>
    ({
        productSubTotal: 100,
        orderTotal: 100,
        // A posted product: the bag has a delivery row (a bag of e-gift cards only has none).
        productItems: [{itemId: 'line-1', productId: 'VL10001-BLK-M', quantity: 1, price: 100}],
        shipments: [],
        shippingItems: [],
        ...overrides
    } as Basket)

const row = (label: string) => screen.getByText(label, {selector: 'dt'}).parentElement as HTMLElement
const labels = () => screen.getAllByRole('term').map((term) => term.textContent)

describe('the bag summary shows tax the way each region prices', () => {
    // Issue #13: "The GB bag shows 'Tax £10.00' beside a VAT-inclusive total, which reads as tax added; say
    // that VAT is included, as UK shops do (US shows sales tax added)."
    test('GB: the VAT is included in the total, shown under it, never as a tax row above it', () => {
        renderWithProviders(
            <OrderSummary basket={basket({taxation: 'gross', taxTotal: 10})} currency="GBP" />
        )
        expect(labels()).toEqual(['Subtotal', 'Delivery', 'Total', 'Includes VAT'])
        expect(row('Includes VAT')).toHaveTextContent('£10.00')
        expect(row('Total')).toHaveTextContent('£100.00')
        expect(screen.queryByText('Tax', {selector: 'dt'})).toBeNull()
    })

    test('AU: GST is included', () => {
        renderWithProviders(
            <OrderSummary basket={basket({taxation: 'gross', taxTotal: 9.09})} currency="AUD" />,
            {
                path: '/au'
            }
        )
        expect(labels()).toEqual(['Subtotal', 'Delivery', 'Total', 'Includes GST'])
    })

    test('US: sales tax is a row added before the total, pending until the address is known', () => {
        const {unmount} = renderWithProviders(
            <OrderSummary basket={basket({taxation: 'net', taxTotal: null})} currency="USD" />,
            {path: '/us'}
        )
        expect(labels()).toEqual(['Subtotal', 'Delivery', 'Sales tax', 'Total'])
        expect(row('Sales tax')).toHaveTextContent('Calculated at checkout')
        unmount()
        renderWithProviders(
            <OrderSummary basket={basket({taxation: 'net', taxTotal: 7.25})} currency="USD" />,
            {
                path: '/us'
            }
        )
        expect(row('Sales tax')).toHaveTextContent('$7.25')
    })
})
