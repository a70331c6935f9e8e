import {screen, waitFor} from '@testing-library/react'
import {consentStore} from '../../engagement/consent/consent-store'
import {loadScript} from '../../integrations/script-loader'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../components/content-page-layout/testing/content-handlers'
import {SCHEMAS} from '../../content/model/schemas'
import {image, meta} from '../../content/test-utils/fixtures'
import {renderWithProviders} from '../../test-utils/render'
import {GALLERY_MARGIN} from './gallery-grid'
import {galleryItems} from './gallery-items'
import SocialGallery from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
jest.mock('../../integrations/script-loader', () => ({loadScript: jest.fn()}))

/** The provider's gallery script: its first initialisation leaves the container empty, as it can. */
const installGallery = () => {
    const init = jest.fn((element: HTMLElement, _options: {galleryId: string; linkBase: string}) => {
        if (init.mock.calls.length > 1) element.innerHTML = '<div data-provider-photo>photo</div>'
        return Promise.resolve(element.childElementCount)
    })
    const trackPageView = jest.fn()
    ;(loadScript as jest.Mock).mockImplementation(() => {
        window.UgcGallery = {init, trackPageView}
        return Promise.resolve()
    })
    return {init, trackPageView}
}
const WITHOUT_SOCIAL = ['C0001', 'C0002', 'C0003', 'C0004']

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
    test("without social media consent: the CMS introduction, then the editors' photos in the gallery grid", async () => {
        consentStore.reset({loaded: true, groups: WITHOUT_SOCIAL, closed: true})
        renderWithProviders(<SocialGallery />, {path: '/sportedbyyou'})
        expect(
            await screen.findByRole('heading', {level: 1, name: '#SportedByYou'}, {timeout: 5000})
        ).toBeInTheDocument()
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

    test('with social media consent the gallery script loads once, is re-initialised while its container is empty, and reports a page view', async () => {
        const gallery = installGallery()
        renderWithProviders(<SocialGallery />, {path: '/sportedbyyou'})
        expect(await screen.findByRole('heading', {level: 2, name: 'From our community'})).toBeInTheDocument()
        await waitFor(() => expect(gallery.trackPageView).toHaveBeenCalledWith('sportedbyyou'))
        expect(loadScript).toHaveBeenCalledTimes(1)
        expect(loadScript).toHaveBeenCalledWith('http://localhost:4100/third-party/ugc/gallery.js')
        expect(gallery.init).toHaveBeenCalledTimes(2)
        expect(gallery.init.mock.calls[0][1]).toMatchObject({galleryId: 'sportedbyyou', linkBase: ''})
        expect(await screen.findByText('photo')).toBeInTheDocument()
        expect(screen.queryByTestId('gallery-grid')).not.toBeInTheDocument()
    })

    test('gallery rules', () => {
        expect(GALLERY_MARGIN).toEqual({base: '0 25px 50px', md: '0 40px 50px'})
        expect(galleryItems({images: [image('a'), {nope: true}]})).toHaveLength(1)
        expect(galleryItems(undefined)).toEqual([])
    })
})
