import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ActivityCarousel} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import ActivityCarouselBlock from '.'

test('shows each activity as a linked image slide in a labelled carousel', () => {
    const item = {
        _meta: meta(SCHEMAS.activityCarousel, 'activities'),
        header: 'Shop by activity',
        items: [
            {title: 'Yoga', url: '/shop/activity/yoga', image: image('tile-yoga')},
            {title: 'Running', url: '/shop/activity/running', image: image('tile-running')}
        ]
    } as ActivityCarousel
    renderWithProviders(<ActivityCarouselBlock item={item} />)
    expect(screen.getByRole('region', {name: 'Shop by activity'})).toBeInTheDocument()
    expect(screen.getAllByRole('group')).toHaveLength(2)
    expect(screen.getByRole('link', {name: 'Yoga'})).toHaveAttribute('href', '/shop/activity/yoga')
})
