import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {DeliveryReturnsMessage} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import DeliveryReturnsMessageBlock from '.'

test('shows each slot with its title, copy and link', () => {
    const item = {
        _meta: meta(SCHEMAS.deliveryReturnsMessage, 'slots'),
        slots: [
            {
                slotId: 'delivery',
                title: 'Free delivery over £75',
                copy: '<p>Standard 3-5 days.</p>',
                link: '/delivery-returns.html'
            },
            {slotId: 'returns', title: 'Free returns', copy: 'Within 30 days.'}
        ]
    } as DeliveryReturnsMessage
    renderWithProviders(<DeliveryReturnsMessageBlock item={item} />)
    expect(screen.getByRole('link', {name: 'Free delivery over £75'})).toHaveAttribute(
        'href',
        '/delivery-returns.html'
    )
    expect(screen.getByText('Standard 3-5 days.')).toBeInTheDocument()
    expect(screen.getByText('Free returns')).toBeInTheDocument()
})
