import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {screen, waitFor} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {testConfig} from '../../test-utils/config'
import {SCHEMAS} from '../../content/model/schemas'
import {blockFor} from '../../content/registry'
import {contentKeyHandlers} from '../../content/test-utils/content-handlers'
import {genericCopy, heroBanner, meta} from '../../content/test-utils/fixtures'
import {homeContentKey} from './home-content-key'
import Home from '.'

// The browser has no server response to set headers on.
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const homePage = {
    _meta: meta(SCHEMAS.homePage, 'home'),
    seoTitle: 'VELA | Premium Women’s Activewear',
    seoDescription: 'Leggings, sports bras and layers.',
    components: [heroBanner(), genericCopy({header: 'About VELA', displayOptions: {}})]
}

const requestedKeys: string[] = []
const server = setupServer(
    ...contentKeyHandlers(
        (key) => (key === 'home' || key === 'us/home' ? homePage : undefined),
        requestedKeys
    )
)

beforeAll(async () => {
    server.listen({onUnhandledRequest: 'error'})
    // Block chunks load on first use; loading them up front keeps the timing about the page.
    await Promise.all([SCHEMAS.heroBanner, SCHEMAS.genericCopy].map((schema) => blockFor(schema)?.load()))
})
afterEach(() => {
    server.resetHandlers()
    requestedKeys.length = 0
})
afterAll(() => server.close())

describe('Home page', () => {
    test('content preview (/preview/begin) says it is a preview and leads back out; the live page does not', async () => {
        const preview = renderWithProviders(<Home />, {path: '/us/preview/begin?src=email'})
        expect(await screen.findByRole('complementary', {name: 'Content preview'})).toHaveTextContent(
            'You are previewing unpublished content.'
        )
        expect(screen.getByRole('link', {name: 'Exit preview'})).toHaveAttribute('href', '/us?src=email')
        preview.unmount()
        renderWithProviders(<Home />, {path: '/us'})
        await screen.findByRole('heading', {level: 1})
        expect(screen.queryByRole('complementary', {name: 'Content preview'})).toBeNull()
    })

    test('renders the site’s home content blocks and takes its title from the CMS', async () => {
        renderWithProviders(<Home />, {path: '/us'})
        expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Made to move')
        expect(await screen.findByRole('heading', {name: 'About VELA'})).toBeInTheDocument()
        expect(requestedKeys).toEqual(['us/home'])
        await waitFor(() => expect(document.title).toBe('VELA | Premium Women’s Activewear'))
    })

    test('without home content it still leads the shopper somewhere useful', async () => {
        server.use(
            rest.get('*/content/key/*', (_req, res, ctx) => res(ctx.status(500))),
            rest.post('*/content/fetch', (_req, res, ctx) => res(ctx.status(500)))
        )
        jest.spyOn(console, 'error').mockImplementation(() => undefined)
        renderWithProviders(<Home />, {path: '/eu'})
        expect(await screen.findByRole('link', {name: 'Shop new arrivals'})).toHaveAttribute(
            'href',
            '/eu/shop/new-arrivals'
        )
    })
})

test.each([
    ['vela-gb', 'home'],
    ['vela-us', 'us/home'],
    ['vela-eu', 'eu/home'],
    ['vela-au', 'au/home']
])('home content key for %s is %s', (siteId, key) => {
    const site = testConfig.app.sites.find((candidate) => candidate.id === siteId)
    expect(site && homeContentKey(site, testConfig)).toBe(key)
})
