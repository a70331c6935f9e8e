import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {PRIORITY_IMAGE} from '../../ssr/paint-first'
import {ResponsiveImage} from './responsive-image'

const cms = {name: 'hero', endpoint: 'velaactive', defaultHost: 'media.example'}

describe('ResponsiveImage', () => {
    test('reserves its box with the aspect ratio and always has alt text', () => {
        renderWithProviders(<ResponsiveImage source="/p.jpg" alt="Leggings" ratio={4 / 5} />)
        const img = screen.getByRole('img', {name: 'Leggings'})
        // jsdom drops aspect-ratio from computed styles; the box itself is what reserves the space.
        expect(img.parentElement).toHaveStyle({position: 'relative', overflow: 'hidden'})
        expect(img).toHaveAttribute('sizes', '100vw')
        expect(img).toHaveAttribute('loading', 'lazy')
    })

    test('a decorative image has an empty alt', () => {
        const {container} = renderWithProviders(<ResponsiveImage source="/p.jpg" alt="" />)
        expect(container.querySelector('img')).toHaveAttribute('alt', '')
    })

    test('uses the configured media protocol for CMS images', () => {
        renderWithProviders(<ResponsiveImage source={cms} alt="Hero" />)
        // The test configuration serves local media over plain http.
        expect(screen.getByRole('img').getAttribute('src')).toMatch(
            /^http:\/\/media\.example\/i\/velaactive\/hero\?w=800/
        )
    })

    test('the img is a plain element, last in its picture (no styled wrapper to confuse preload scanners)', () => {
        const {container} = renderWithProviders(
            <ResponsiveImage
                source={cms}
                mobileSource={{...cms, name: 'hero-mobile'}}
                alt="Hero"
                ratio={{base: 1, md: 2}}
                priority
            />
        )
        const picture = container.querySelector('picture') as HTMLPictureElement
        expect(Array.from(picture.children).map((child) => child.tagName)).toEqual([
            'SOURCE',
            'SOURCE',
            'IMG'
        ])
        expect(picture.querySelector('img')).not.toHaveAttribute('class')
    })

    test('the priority image is fetched first and timed, so the bundles can start once it is on screen', () => {
        const {container} = renderWithProviders(<ResponsiveImage source={cms} alt="Hero" priority />)
        const img = container.querySelector('img') as HTMLImageElement
        expect(img.matches(PRIORITY_IMAGE)).toBe(true)
        expect(img).toHaveAttribute('elementtiming')
        expect(img).toHaveAttribute('loading', 'eager')
        renderWithProviders(<ResponsiveImage source={cms} alt="Tile" />)
        const other = screen.getByRole('img', {name: 'Tile'})
        expect(other.matches(PRIORITY_IMAGE)).toBe(false)
        expect(other).not.toHaveAttribute('elementtiming')
    })

    test('intrinsic width and height are passed through when there is no ratio', () => {
        renderWithProviders(<ResponsiveImage source="/p.jpg" alt="Mat" width={400} height={300} />)
        expect(screen.getByRole('img')).toHaveAttribute('width', '400')
    })
})
