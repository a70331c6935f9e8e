import 'cross-fetch/polyfill'
import {screen, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {connectPersonalisation, connectRecommendations} from '../../analytics/personalisation'
import type {RecommendationsClient} from '../../analytics/personalisation/recommendations'
import {consentStore} from '../../engagement/consent/consent-store'
import {renderWithProviders} from '../../test-utils/render'
import {RecommendationsCarousel} from './recommendations-carousel'

/**
 * 'You may also like' (spec 001 §7.3): the personalisation service's 'pdp-below' slot for a shopper who
 * allows personalisation, its recoUUID carried by the view; the platform's similar products for anybody else.
 */
jest.mock('../../commerce/catalog/use-products', () => ({
    useProducts: (ids: string[]) => ({
        data: {
            data: ids.map((id) => ({
                id,
                name: `Product ${id}`,
                price: 30,
                currency: 'GBP',
                type: {master: true}
            }))
        },
        isLoading: false
    })
}))

jest.mock('../../commerce/catalog/use-categories', () => ({useCategoryTree: () => ({data: undefined})}))
jest.mock('../quick-view', () => ({QuickViewButton: () => null}))

const platformAsked: string[] = []
const server = setupServer(
    rest.get('*/recommendations/:productId', (req, res, ctx) => {
        platformAsked.push(req.params.productId as string)
        return res(ctx.json({ids: ['P1', 'P2']}))
    })
)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())

const zoneAsked = jest.fn()
const fakeService = {
    getRecommenders: jest.fn(),
    getRecommendations: jest.fn(),
    getZoneRecommendations: (zone: string, request: object) => {
        zoneAsked(zone, request)
        return Promise.resolve({recoUUID: 'reco-7', recommenderName: 'product-to-product', ids: ['Z1', 'Z2']})
    }
} as unknown as RecommendationsClient

const activities = jest.fn(() => Promise.resolve())

beforeEach(() => {
    platformAsked.length = 0
    zoneAsked.mockClear()
    activities.mockClear()
    connectPersonalisation(activities)
})
afterEach(() => {
    connectRecommendations(undefined)
    connectPersonalisation(undefined)
    consentStore.reset()
})

const renderCarousel = () =>
    renderWithProviders(<RecommendationsCarousel productId="M1" title="You may also like" />, {path: '/'})

test('a shopper who allows personalisation sees the service slot, and the view carries its recoUUID', async () => {
    consentStore.set({loaded: true, groups: ['C0001', 'C0002', 'C0003'], closed: true})
    connectRecommendations(fakeService)
    renderCarousel()
    expect(await screen.findByText('Product Z1')).toBeInTheDocument()
    expect(screen.queryByText('Product P1')).not.toBeInTheDocument()
    expect(zoneAsked).toHaveBeenCalledWith('pdp-below', expect.objectContaining({products: ['M1']}))
    expect(platformAsked).toEqual([])
    await waitFor(() =>
        expect(activities).toHaveBeenCalledWith(
            'viewReco',
            expect.objectContaining({recommenderName: 'product-to-product', recoUUID: 'reco-7'})
        )
    )
})

test('without personalisation consent the platform recommends, and the service is not asked', async () => {
    consentStore.set({loaded: true, groups: ['C0001', 'C0002'], closed: true})
    connectRecommendations(fakeService)
    renderCarousel()
    expect(await screen.findByText('Product P1')).toBeInTheDocument()
    expect(zoneAsked).not.toHaveBeenCalled()
    expect(platformAsked).toEqual(['M1'])
})

test('when the service is off (it connects without recommendations) the platform answers without waiting', async () => {
    consentStore.set({loaded: true, groups: ['C0001', 'C0002', 'C0003'], closed: true})
    renderCarousel()
    // The personalisation chunk reports in: the service is switched off by configuration.
    setTimeout(() => connectRecommendations(undefined), 50)
    expect(await screen.findByText('Product P1', undefined, {timeout: 1500})).toBeInTheDocument()
    expect(zoneAsked).not.toHaveBeenCalled()
})

test('a returning shopper: the slot waits for the consent tool to report before it chooses the source', async () => {
    connectRecommendations(fakeService)
    renderCarousel()
    // The consent tool loads after the page and reports the shopper's earlier choice.
    setTimeout(() => consentStore.set({loaded: true, groups: ['C0001', 'C0003'], closed: true}), 50)
    expect(await screen.findByText('Product Z1')).toBeInTheDocument()
    expect(platformAsked).toEqual([])
})
