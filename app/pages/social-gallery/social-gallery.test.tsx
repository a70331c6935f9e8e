import {screen} from '@testing-library/react'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../components/content-page-layout/testing/content-handlers'
import {SCHEMAS} from '../../content/model/schemas'
import {image, meta} from '../../content/test-utils/fixtures'
import {renderWithProviders} from '../../test-utils/render'
import {GALLERY_MARGIN} from './gallery-grid'
import {galleryItems, isWideTile} from './gallery-items'
import SocialGallery from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const photos = Array.from({length: 7}, (_, index) => ({
    image: image(`tile-community-${index + 1}`),
    imageAltText: `Community photo ${index + 1}`,
    caption: `@runner${index + 1}`
}))

const gallery = {
    _meta: meta(SCHEMAS.contentPage, 'sportedbyyou'),
    pageTitle: '#SportedByYou | VELA',
    pageHeader: '#SportedByYou',
    pageHeaderCopy: '<p>Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.</p>',
    tabContent: [
        {
            _meta: meta(SCHEMAS.ugcWidget, 'gallery'),
            title: 'From our community',
            galleryId: 'sportedbyyou',
            layout: 'grid',
            items: photos
        }
    ]
}

const {handlers} = contentHandlers({byKey: {sportedbyyou: gallery}})
const server = setupServer(...handlers)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())

describe('social gallery page (spec 001 §2.5, §9)', () => {
    test('the CMS introduction, then the community photos in the gallery grid', async () => {
        renderWithProviders(<SocialGallery />, {path: '/sportedbyyou'})
        expect(await screen.findByRole('heading', {level: 1, name: '#SportedByYou'})).toBeInTheDocument()
        expect(screen.getByRole('heading', {level: 2, name: 'From our community'})).toBeInTheDocument()
        const tiles = screen.getByTestId('gallery-grid').querySelectorAll('li')
        expect(tiles).toHaveLength(7)
        expect(screen.getByAltText('Community photo 1')).toBeInTheDocument()
        expect(screen.getByText('@runner3')).toBeInTheDocument()
        // Every fifth photo spans two columns.
        expect(Array.from(tiles).map((tile) => tile.hasAttribute('data-wide'))).toEqual([
            false,
            false,
            false,
            false,
            true,
            false,
            false
        ])
        // The widget's own fields are not printed as text.
        expect(screen.queryByText('grid')).not.toBeInTheDocument()
    })

    test('gallery rules', () => {
        expect([0, 1, 2, 3, 4, 9, 14].map(isWideTile)).toEqual([false, false, false, false, true, true, true])
        expect(GALLERY_MARGIN).toEqual({base: '0 25px 50px', md: '0 40px 50px'})
        expect(galleryItems({images: [image('a'), {nope: true}]})).toHaveLength(1)
        expect(galleryItems(undefined)).toEqual([])
    })
})
