import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {VisualFilterCarousel} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import VisualFilterCarouselBlock from '.'

const item = (style: 'tabs' | 'round'): VisualFilterCarousel =>
    ({
        _meta: meta(SCHEMAS.visualFilterCarousel, 'filters'),
        style,
        items: [
            {
                vanityUrl: '/shop/bottoms/leggings',
                label: 'Leggings',
                secondLabel: '42 styles',
                image: image('category-leggings')
            },
            {vanityUrl: '/shop/bottoms/shorts', label: 'Shorts', image: image('category-shorts')},
            {vanityUrl: '', label: 'Broken'}
        ]
    } as VisualFilterCarousel)

test.each(['tabs', 'round'] as const)('%s: links to each sub-category and marks the current one', (style) => {
    renderWithProviders(<VisualFilterCarouselBlock item={item(style)} />, {path: '/us/shop/bottoms/leggings'})
    expect(screen.getByRole('navigation', {name: 'Shop by category'})).toBeInTheDocument()
    const leggings = screen.getByRole('link', {name: /Leggings/})
    expect(leggings).toHaveAttribute('href', '/us/shop/bottoms/leggings')
    expect(leggings).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', {name: /Shorts/})).not.toHaveAttribute('aria-current')
    expect(screen.queryByText('Broken')).not.toBeInTheDocument()
})
