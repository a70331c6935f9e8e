import {screen, within} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import {heroBanner} from '../../test-utils/fixtures'
import type {HeroBanner} from '../../model'
import {headingLevel} from './hero-copy'
import HeroBannerBlock from '.'

const render = (overrides: Record<string, unknown> = {}, position = 0, path = '/') =>
    renderWithProviders(<HeroBannerBlock item={heroBanner(overrides) as HeroBanner} position={position} />, {
        path
    })

describe('HeroBanner', () => {
    test('renders the title at the SEO heading level, with its mobile wording, and the subtitle', () => {
        render()
        const heading = screen.getByRole('heading', {level: 1})
        expect(heading).toHaveTextContent('Made to move')
        expect(within(heading).getByText('Move')).toBeInTheDocument()
        expect(screen.getByText('The new season collection.')).toBeInTheDocument()
    })

    test('CTAs link to internal pages with the site prefix', () => {
        render({}, 0, '/us')
        expect(screen.getByRole('link', {name: 'Shop leggings'})).toHaveAttribute(
            'href',
            '/us/shop/bottoms/leggings'
        )
    })

    test('the banner-wide link is labelled by the hero CTA text', () => {
        render()
        const links = screen.getAllByRole('link', {name: 'Shop new in'})
        expect(links.map((link) => link.getAttribute('href'))).toEqual([
            '/shop/new-arrivals',
            '/shop/new-arrivals'
        ])
    })

    test('the first hero on a page is the LCP image: eager and high priority, with a mobile source', () => {
        const {container} = render()
        const img = screen.getByRole('img', {name: 'Yoga pose'})
        expect(img).toHaveAttribute('loading', 'eager')
        expect(img).toHaveAttribute('fetchpriority', 'high')
        expect(img.getAttribute('srcset')).toContain('hero-new-season?w=200&sm=aspect&aspect=4:5')
        const mobile = container.querySelector('source[media="(max-width: 639px)"]')
        expect(mobile?.getAttribute('srcset')).toContain('hero-new-season-mobile')
    })

    test('a hero further down the page loads lazily', () => {
        render({}, 3)
        const img = screen.getByRole('img', {name: 'Yoga pose'})
        expect(img).toHaveAttribute('loading', 'lazy')
        expect(img).not.toHaveAttribute('fetchpriority')
    })

    test('an anchorID becomes the section id', () => {
        const {container} = render({anchorID: 'new-season'})
        expect(container.querySelector('section#new-season')).not.toBeNull()
    })

    test('a countdown shows when the hero has a countdown date', () => {
        render({countdown: {countdownDate: '2999-01-01T00:00:00Z'}})
        expect(screen.getByText('Ends in')).toBeInTheDocument()
    })

    test('copes with missing optional fields', () => {
        renderWithProviders(
            <HeroBannerBlock item={{_meta: heroBanner()._meta} as unknown as HeroBanner} position={0} />
        )
        expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    })
})

test.each([
    ['h1', 'h1'],
    ['h3', 'h3'],
    ['p', 'p'],
    [undefined, 'h2'],
    ['h9', 'h2']
])('headingLevel(%s) = %s', (selector, level) => {
    expect(headingLevel(selector)).toBe(level)
})
