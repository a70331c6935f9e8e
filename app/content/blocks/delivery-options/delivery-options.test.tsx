import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {DeliveryOptions} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import DeliveryOptionsBlock from '.'

test('lists each delivery option with its cost', () => {
    const item = {
        _meta: meta(SCHEMAS.deliveryOptions, 'delivery'),
        title: 'Delivery options',
        subtitle: 'Orders ship from London.',
        deliveryOptions: [
            {name: 'Standard', cost: '£4.95', description: '3-5 working days'},
            {name: 'Next day', cost: '£8.95'}
        ]
    } as DeliveryOptions
    renderWithProviders(<DeliveryOptionsBlock item={item} />)
    expect(screen.getByRole('heading', {name: 'Delivery options'})).toBeInTheDocument()
    expect(screen.getByText('Orders ship from London.')).toBeInTheDocument()
    expect(screen.getByText('Standard').closest('dt')?.nextElementSibling).toHaveTextContent('£4.95')
    expect(screen.getByText('3-5 working days')).toBeInTheDocument()
    expect(screen.getByText('£8.95')).toBeInTheDocument()
})
