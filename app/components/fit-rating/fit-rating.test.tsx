import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {FitRating} from './fit-rating'

describe('fit rating (spec 001 §9)', () => {
    test.each([
        [1.5, 'Snug', '30%'],
        [2.5, 'Fitted', '50%'],
        [3.5, 'Just Right', '70%'],
        [4.5, 'Roomy', '90%'],
        [4.6, 'Loose', '92%']
    ])('%s reads %s with the marker at %s', (rating, label, left) => {
        renderWithProviders(<FitRating rating={rating} categoryIds={['leggings']} />)
        expect(screen.getByText(`Customers say: ${label}`)).toBeInTheDocument()
        expect(screen.getByTestId('fit-marker')).toHaveStyle({left})
    })

    test.each(['yoga-mats', 'fitness-equipment', 'bags', 'sale-bags', 'sale-yoga-mats'])(
        'hidden for %s',
        (category) => {
            renderWithProviders(<FitRating rating={3} categoryIds={['accessories', category]} />)
            expect(screen.queryByTestId('fit-rating')).not.toBeInTheDocument()
        }
    )

    test('hidden without a rating', () => {
        renderWithProviders(<FitRating rating={undefined} categoryIds={['leggings']} />)
        expect(screen.queryByTestId('fit-rating')).not.toBeInTheDocument()
    })
})
