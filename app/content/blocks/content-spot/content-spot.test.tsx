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

describe('the copy reads on any image (WCAG AA)', () => {
    const spot = (colour: string | undefined, copyPosition?: 'top' | 'centre' | 'bottom') =>
        ({
            _meta: meta(SCHEMAS.contentSpot, 'spot'),
            common: {},
            desktop: {...desktop, colour, copyPosition}
        } as ContentSpot)

    const copyBox = () => screen.getByRole('heading', {name: 'The leggings edit'}).closest('[data-scrim]')

    test.each([
        ['white copy (the seeded default) sits on a dark shade', '#ffffff', 'rgba(17, 17, 17, 0.6)'],
        ['no colour is white on a dark shade', undefined, 'rgba(17, 17, 17, 0.6)'],
        ['ink copy sits on a light shade', '#111111', 'rgba(255, 255, 255, 0.5)']
    ])('%s', (_name, colour, scrim) => {
        renderWithProviders(<ContentSpotBlock item={spot(colour)} />)
        expect(copyBox()).toHaveAttribute('data-scrim', scrim)
    })

    test('a colour no shade can rescue on every image is redrawn in the ink', () => {
        renderWithProviders(<ContentSpotBlock item={spot('#777777')} />)
        expect(copyBox()?.parentElement).toHaveStyle({color: '#111111'})
    })
})

test('the image fills the spot whatever height its grid cell has', () => {
    const item = {_meta: meta(SCHEMAS.contentSpot, 'spot'), common: {}, desktop} as ContentSpot
    const {container} = renderWithProviders(<ContentSpotBlock item={item} />)
    expect(getComputedStyle(container.querySelector('img') as Element).position).toBe('absolute')
})
