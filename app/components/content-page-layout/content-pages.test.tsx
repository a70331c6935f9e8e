import {screen, waitFor, within} from '@testing-library/react'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {SCHEMAS} from '../../content/model/schemas'
import {blockFor} from '../../content/registry'
import {genericCopy, meta} from '../../content/test-utils/fixtures'
import CampaignLanding from '../../pages/campaign-landing'
import CmsTestPage from '../../pages/cms-test'
import ContentPageRoute from '../../pages/content-page'
import PlaceholderPage from '../../pages/placeholder'
import ReferAFriend from '../../pages/refer-a-friend'
import StaticContent from '../../pages/static-content'
import {renderWithProviders} from '../../test-utils/render'
import {contentHandlers} from './testing/content-handlers'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const page = (name: string, fields: Record<string, unknown>) => ({
    _meta: meta(SCHEMAS.contentPage, name),
    ...fields
})

const ourStory = page('our-story', {
    pageTitle: 'Our Story | VELA',
    pageDescription: 'How VELA began.',
    pageHeader: 'Our story',
    pageHeaderCopy: '<p>Started on a <strong>track</strong> in 2016.</p>',
    tabContent: [genericCopy({header: 'The first leggings', displayOptions: {}})]
})
const rowRefer = page('row-refer', {
    pageTitle: 'Refer a Friend',
    pageHeader: 'Refer a friend (rest of world)',
    region: 'row'
})
const terms = page('terms', {pageTitle: 'Terms', pageHeader: 'Terms and conditions'})
const accessibility = page('accessibility', {
    pageTitle: 'Accessibility',
    pageHeader: 'Accessibility statement'
})
const careers = {
    _meta: meta(SCHEMAS.cmsEntry, 'careers'),
    path: '/careers',
    title: 'Careers at VELA',
    html: '<h1>Careers</h1><p>We are always looking for people who love to move.</p>'
}
const hostile = page('cms-test', {
    pageTitle: 'CMS test page',
    pageHeader: 'CMS test page',
    tabContent: [
        genericCopy({
            header: 'Sanitiser test',
            displayOptions: {},
            paragraph:
                '<script>window.__cmsInjected = true</script><img src="/x.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p><p><strong>Safe bold text</strong></p>'
        })
    ]
})
const landing = {
    _meta: meta(SCHEMAS.landingPage, 'summer-edit'),
    seoTitle: 'The Summer Edit | VELA',
    seoDescription: 'Lightweight layers.',
    html: '<h1>The Summer Edit</h1><p>Featherweight fabrics.</p>',
    components: [
        {
            _meta: meta(SCHEMAS.recommendationCarousel, 'recs'),
            title: 'You might also like',
            apiSelector: 'summer-edit',
            recommenderId: 'rec-summer-edit'
        }
    ]
}

const {handlers, asked} = contentHandlers({
    byKey: {
        'about-us/our-story': ourStory,
        'row/refer-a-friend': rowRefer,
        'terms-and-conditions': terms,
        'us/accessibility': accessibility,
        careers,
        'cms-test-page': hostile,
        'us/landing/summer-edit': landing
    }
})
const server = setupServer(
    ...handlers,
    // The landing page's recommendation carousel asks its recommender (tested with its block).
    rest.get('*/recommendations/recommenders/:id', (_req, res, ctx) => res(ctx.json({ids: []})))
)

beforeAll(async () => {
    server.listen({onUnhandledRequest: 'error'})
    await blockFor(SCHEMAS.genericCopy)?.load()
})
afterEach(() => {
    server.resetHandlers()
    asked.length = 0
})
afterAll(() => server.close())

const NOT_FOUND = 'Oops! This page seems to have run away.'

describe('content pages (spec 001 §2.5)', () => {
    test('a content page shows its breadcrumbs, header, introduction and blocks', async () => {
        renderWithProviders(<ContentPageRoute />, {path: '/about-us/our-story'})
        expect(await screen.findByRole('heading', {level: 1, name: 'Our story'})).toBeInTheDocument()
        expect(screen.getByText('track')).toBeInTheDocument()
        expect(await screen.findByRole('heading', {name: 'The first leggings'})).toBeInTheDocument()
        const trail = screen.getByRole('navigation', {name: 'Breadcrumb'})
        expect(within(trail).getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/')
        expect(within(trail).getByText('Our story')).toHaveAttribute('aria-current', 'page')
        expect(asked).toEqual(['about-us/our-story'])
        // The CMS title already names the brand; the page head adds it once.
        await waitFor(() => expect(document.title).toBe('Our Story | VELA'))
    })

    test('content the CMS does not have shows the not-found page', async () => {
        renderWithProviders(<ContentPageRoute />, {path: '/content/no-such-page'})
        expect(await screen.findByRole('heading', {name: NOT_FOUND})).toBeInTheDocument()
        expect(asked).toEqual(['content/no-such-page'])
    })

    test.each([
        ['/au/terms-and-conditions', 'terms-and-conditions', 'Terms and conditions'],
        ['/eu/accessibility.html', 'us/accessibility', 'Accessibility statement']
    ])('static page %s reads %s', async (path, key, heading) => {
        renderWithProviders(<StaticContent />, {path})
        expect(await screen.findByRole('heading', {level: 1, name: heading})).toBeInTheDocument()
        expect(asked).toEqual([key])
    })

    test('a regional page without a page for the country falls back to row/', async () => {
        renderWithProviders(<ReferAFriend />, {path: '/eu/refer-a-friend'})
        expect(
            await screen.findByRole('heading', {level: 1, name: 'Refer a friend (rest of world)'})
        ).toBeInTheDocument()
        expect(asked).toEqual(['eu/refer-a-friend', 'row/refer-a-friend'])
    })

    test('a placeholder page shows its CMS entry, never a "coming soon"', async () => {
        renderWithProviders(<PlaceholderPage />, {path: '/careers'})
        expect(await screen.findByRole('heading', {level: 1, name: 'Careers'})).toBeInTheDocument()
        expect(screen.getByText('We are always looking for people who love to move.')).toBeInTheDocument()
        expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1)
    })

    test('the CMS test page renders its hostile snippet inert', async () => {
        renderWithProviders(<CmsTestPage />, {path: '/cms-test-page'})
        expect(await screen.findByText('Safe bold text')).toBeInTheDocument()
        expect(document.querySelector('script:not([type])')).toBeNull()
        expect(document.querySelector('[onerror]')).toBeNull()
        expect(document.querySelector('a[href^="javascript"]')).toBeNull()
        expect(screen.getByText('A link that must not run script')).toBeInTheDocument()
        expect((window as {__cmsInjected?: boolean}).__cmsInjected).toBeUndefined()
        await waitFor(() =>
            expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
                'content',
                expect.stringContaining('noindex')
            )
        )
    })
})

describe('campaign landing pages (spec 001 §2.5)', () => {
    test('the CMS HTML in a centred 1440px column, canonical without the region prefix', async () => {
        renderWithProviders(<CampaignLanding />, {path: '/us/landing/summer-edit'})
        expect(await screen.findByRole('heading', {level: 1, name: 'The Summer Edit'})).toBeInTheDocument()
        expect(screen.getByTestId('landing-content')).toHaveStyle({maxWidth: '1440px'})
        expect(asked).toEqual(['us/landing/summer-edit'])
        await waitFor(() =>
            expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
                'href',
                'https://www.vela-active.example/landing/summer-edit'
            )
        )
        expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
        // A recommendation carousel is never printed as bare fields.
        expect(screen.queryByText('summer-edit')).not.toBeInTheDocument()
    })

    test('while content loads, and when it is missing, the not-found page shows', async () => {
        renderWithProviders(<CampaignLanding />, {path: '/landing/not-published'})
        expect(screen.getByRole('heading', {name: NOT_FOUND})).toBeInTheDocument()
        await waitFor(() => expect(asked).toEqual(['landing/not-published']))
        expect(await screen.findByRole('heading', {name: NOT_FOUND})).toBeInTheDocument()
    })
})
