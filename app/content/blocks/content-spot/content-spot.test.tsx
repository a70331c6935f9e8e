import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ContentSpot} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import ContentSpotBlock from '.'

const desktop = {
    image: image('tile-leggings'),
    imageAltText: 'Leggings',
    tagline: 'New',
    header: 'The leggings edit',
    copy: 'Find your fit.',
    ctaGroups: [{cta: [{copy: 'Shop leggings', link: '/shop/leggings', isMainLink: true}]}]
}

test('renders the desktop variant with a mobile image', () => {
    const item = {
        _meta: meta(SCHEMAS.contentSpot, 'spot'),
        common: {},
        desktop,
        mobile: {...desktop, image: image('tile-leggings-mobile')}
    } as ContentSpot
    const {container} = renderWithProviders(<ContentSpotBlock item={item} />)
    expect(screen.getByRole('heading', {name: 'The leggings edit'})).toBeInTheDocument()
    expect(screen.getByText('New')).toBeInTheDocument()
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('tile-leggings-mobile')
})

test('a mobile variant with its own copy is rendered separately', () => {
    const item = {
        _meta: meta(SCHEMAS.contentSpot, 'spot'),
        common: {},
        desktop,
        mobile: {header: 'Leggings'}
    } as ContentSpot
    renderWithProviders(<ContentSpotBlock item={item} />)
    // jsdom applies no media queries, so the desktop rendering counts as hidden here.
    expect(screen.getAllByRole('heading', {hidden: true}).map((heading) => heading.textContent)).toEqual([
        'Leggings',
        'The leggings edit'
    ])
})
