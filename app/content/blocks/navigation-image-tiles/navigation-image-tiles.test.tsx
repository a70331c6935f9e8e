import {fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {NavigationImageTiles} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import NavigationImageTilesBlock from '.'

const item = {
    _meta: meta(SCHEMAS.navigationImageTiles, 'tiles'),
    header: 'Shop by activity',
    tiles: [
        {label: 'Yoga', url: '/shop/activity/yoga', image: image('tile-yoga'), imageAltText: ''},
        {label: 'Running', url: '/shop/activity/running', image: image('tile-running')},
        {label: 'Broken', url: '', image: image('tile-x')}
    ]
} as unknown as NavigationImageTiles

describe('NavigationImageTiles', () => {
    beforeEach(() => {
        window.dataLayer = []
    })

    test('renders a titled list of linked tiles (incomplete tiles are skipped)', () => {
        renderWithProviders(<NavigationImageTilesBlock item={item} />, {path: '/eu'})
        expect(screen.getByRole('heading', {name: 'Shop by activity'})).toBeInTheDocument()
        expect(screen.getAllByRole('listitem')).toHaveLength(2)
        expect(screen.getByRole('link', {name: 'Yoga'})).toHaveAttribute('href', '/eu/shop/activity/yoga')
    })

    test('a tile click is reported as a navigation menu click', () => {
        renderWithProviders(<NavigationImageTilesBlock item={item} />)
        fireEvent.click(screen.getByRole('link', {name: 'Running'}))
        expect(window.dataLayer).toEqual([
            {
                event: 'navigationMenuClick',
                navigation: {
                    label: 'Running',
                    url: '/shop/activity/running',
                    location: 'navigation-image-tiles',
                    position: 2
                }
            }
        ])
    })
})
