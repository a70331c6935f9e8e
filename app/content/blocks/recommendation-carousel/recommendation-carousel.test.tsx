import 'cross-fetch/polyfill'
import {configure, screen, waitFor, within} from '@testing-library/react'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../../components/content-page-layout/testing/content-handlers'
import CampaignLanding from '../../../pages/campaign-landing'
import {renderWithProviders} from '../../../test-utils/render'
import {SCHEMAS} from '../../model/schemas'
import {blockFor} from '../../registry'
import {meta} from '../../test-utils/fixtures'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
// Products by id go to the platform's products endpoint (answered by msw below).
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useCommerceApi: () => ({
        getProducts: async ({parameters}: {parameters: {ids: string[]}}) =>
            (await fetch(`http://commerce.test/products?ids=${parameters.ids.join(',')}`)).json()
    })
}))
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: (method: unknown) => method
}))

// The page, its block chunk and two product batches arrive one after another; a busy machine needs the time.
configure({asyncUtilTimeout: 5000})

const ids = Array.from({length: 14}, (_, index) => `R${index + 1}`)
const product = (id: string) => {
    const number = Number(id.slice(1))
    return {
        id,
        name: `Recommended ${number}`,
        currency: 'GBP',
        price: 30,
        // R1 is marked down, R2 comes in several prices, R3 is sold out.
        ...(number === 1 && {c_standardPrice: 45}),
        ...(number === 2 && {priceMax: 45}),
        inventory: {stockLevel: number === 3 ? 0 : 10},
        imageGroups: [{viewType: 'medium', images: [{link: `/images/${id}.jpg`, alt: id}]}]
    }
}
const batches: string[][] = []

const landing = {
    _meta: meta(SCHEMAS.landingPage, 'summer-edit'),
    seoTitle: 'The Summer Edit | VELA',
    html: '<h1>The Summer Edit</h1>',
    components: [
        {
            _meta: meta(SCHEMAS.recommendationCarousel, 'recs'),
            title: 'You might also like',
            apiSelector: 'summer-edit',
            recommenderId: 'rec-summer-edit',
            grid: false,
            addToBag: true
        }
    ]
}
const {handlers} = contentHandlers({byKey: {'landing/summer-edit': landing}})
const server = setupServer(
    ...handlers,
    rest.get('*/recommendations/recommenders/:id', (req, res, ctx) =>
        res(ctx.json({recommenderId: req.params.id, ids: req.params.id === 'rec-summer-edit' ? ids : []}))
    ),
    rest.get('http://commerce.test/products', (req, res, ctx) => {
        const requested = (req.url.searchParams.get('ids') ?? '').split(',')
        batches.push(requested)
        return res(ctx.json({data: requested.map(product)}))
    }),
    rest.get('*/PWA-GetPreferences', (_req, res, ctx) => res(ctx.json({})))
)

beforeAll(async () => {
    server.listen({onUnhandledRequest: 'error'})
    await blockFor(SCHEMAS.recommendationCarousel)?.load()
})
afterAll(() => server.close())

test('a landing page recommendation carousel: SKUs from the recommender, products in batches of 12, tile prices rewritten', async () => {
    renderWithProviders(<CampaignLanding />, {path: '/landing/summer-edit'})
    await screen.findByRole('region', {name: 'You might also like'})
    await screen.findByText('Recommended 14')
    const carousel = screen.getByRole('region', {name: 'You might also like'})
    expect(batches.map((batch) => batch.length).sort()).toEqual([12, 2])
    // "with a standard price the current price shows as sale, otherwise regular; a price range shows min - max"
    const tile = (name: string) =>
        within(carousel).getByText(name).closest('[data-product-tile]') as HTMLElement
    expect(within(tile('Recommended 1')).getByText('£45.00').tagName).toBe('S')
    expect(within(tile('Recommended 2')).getByText('£30.00 - £45.00')).toBeInTheDocument()
    expect(within(tile('Recommended 4')).getByText('£30.00')).toBeInTheDocument()
    // "products by id shown only if stockLevel above 0"
    expect(within(carousel).queryByText('Recommended 3')).not.toBeInTheDocument()
    expect(within(carousel).getAllByRole('group', {name: /of 13$/})).toHaveLength(13)
    expect(within(carousel).getByRole('button', {name: 'Add to bag: Recommended 5'})).toBeInTheDocument()
})

test('a recommender with nothing to show leaves no trace on the page', async () => {
    const empty = {...landing, components: [{...landing.components[0], recommenderId: 'rec-nothing'}]}
    server.use(...contentHandlers({byKey: {'landing/summer-edit': empty}}).handlers)
    renderWithProviders(<CampaignLanding />, {path: '/landing/summer-edit'})
    await screen.findByRole('heading', {level: 1, name: 'The Summer Edit'})
    await waitFor(() =>
        expect(document.querySelector('[data-recommender="rec-nothing"]')).toBeEmptyDOMElement()
    )
    expect(screen.queryByRole('region', {name: 'You might also like'})).not.toBeInTheDocument()
})
