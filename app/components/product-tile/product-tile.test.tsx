import 'cross-fetch/polyfill'
import {screen, waitFor, within} from '@testing-library/react'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {renderWithProviders} from '../../test-utils/render'
import {ListBadgeRules} from '../product-badges'
import {TileGrid} from '../product-grid/tile-grid'
import {ProductTile} from './product-tile'
import {colourCountOf, standardPriceOf, tileModel, type TileSource} from './tile-model'

// The live stock read goes to the platform's products endpoint (answered by msw below).
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useCommerceApi: () => ({
        getProducts: async ({parameters}: {parameters: {ids: string}}) =>
            (await fetch(`http://commerce.test/products?ids=${parameters.ids}`)).json()
    })
}))
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: (method: unknown) => method
}))

const hit: TileSource = {
    productId: 'M1001',
    productName: 'Power 7/8 Gym Leggings',
    currency: 'USD',
    price: 48,
    priceMax: 48,
    tieredPrices: [{price: 60, quantity: 1}],
    imageGroups: [
        {
            viewType: 'medium',
            images: [
                {
                    link: 'http://img.example/images/leggings/black/front.jpg?sw=600',
                    alt: 'Power leggings, Black'
                },
                {link: 'http://img.example/images/leggings/black/back.jpg?sw=600', alt: 'Back'}
            ]
        },
        {viewType: 'swatch', images: [{link: 'http://img.example/s1.jpg'}]},
        {viewType: 'swatch', images: [{link: 'http://img.example/s2.jpg'}]}
    ],
    variationAttributes: [{id: 'color', values: [{value: 'black'}, {value: 'navy'}, {value: 'sage'}]}],
    representedProduct: {id: 'M1001-black'},
    c_productBadges: {topLeft: 'New', bottomRight: 'App Exclusive'},
    c_promos: [
        {id: 'MULTIBUY', message: 'Buy 2, save 15%', hideProduct: false},
        {id: 'STAFF', message: 'Staff pick', hideProduct: true}
    ]
}

/** The site's badge rules as PWA-GetPreferences serves them (spec 000 §3 "Badge rule"). */
const preferences = {
    productBadgeRules: {
        addList: [
            {
                products: ['M1001'],
                label: 'Limited Edition',
                'background-color': '#111111',
                'font-color': '#FFFFFF',
                position: 'topRight',
                priority: 1,
                timeframes: [{start: '2024-01-01T00:00:00Z', end: '2099-12-31T23:59:59Z'}]
            },
            {
                products: ['M1001'],
                label: 'Black Friday',
                position: 'topRight',
                priority: 0,
                timeframes: [{start: '2099-11-27T00:00:00Z', end: '2099-12-01T00:00:00Z'}]
            },
            {
                products: ['M1001-black'],
                label: 'Low Stock',
                position: 'bottomLeft',
                priority: 2,
                realTimefields: [{field: 'stockLevel', operator: 'lessThan', value: 50}]
            }
        ],
        replaceList: [{search: 'New', label: 'Just Landed', priority: 5}]
    }
}

describe('tileModel', () => {
    test('reads a search hit', () => {
        expect(tileModel(hit, {categoryIds: ['leggings'], fallbackCurrency: 'GBP'})).toEqual({
            id: 'M1001',
            name: 'Power 7/8 Gym Leggings',
            href: '/leggings/power-7-8-gym-leggings-M1001.html',
            image: {
                url: 'http://img.example/images/leggings/black/front.jpg?sw=600',
                alt: 'Power leggings, Black'
            },
            hoverImage: {url: 'http://img.example/images/leggings/black/back.jpg?sw=600', alt: 'Back'},
            price: {price: 48, standardPrice: 60, currency: 'USD', hideMarkdownPrice: undefined},
            colourCount: 3,
            productIds: ['M1001', 'M1001-black'],
            badges: {topLeft: 'New', bottomRight: 'App Exclusive'},
            promos: ['Buy 2, save 15%']
        })
    })

    test('reads a product document and falls back to the site currency and the single image', () => {
        const tile = tileModel(
            {id: 'P1', name: 'Yoga Mat', price: 30, priceMax: 40, image: {disBaseLink: '/images/mat.jpg'}},
            {fallbackCurrency: 'GBP'}
        )
        expect(tile).toMatchObject({
            id: 'P1',
            href: '/yoga-mat-P1.html',
            image: {url: '/images/mat.jpg', alt: 'Yoga Mat'},
            price: {minPrice: 30, maxPrice: 40, currency: 'GBP'},
            colourCount: 0,
            productIds: ['P1'],
            promos: []
        })
        expect(tile.hoverImage).toBeUndefined()
    })

    test.each([
        [{c_standardPrice: 50, tieredPrices: [{price: 70}]}, 50],
        [
            {
                tieredPrices: [
                    {price: 70, quantity: 1},
                    {price: 90, quantity: 5}
                ]
            },
            70
        ],
        [{}, undefined]
    ])('standardPriceOf %#', (source, expected) => {
        expect(standardPriceOf(source)).toBe(expected)
    })

    test.each([
        [{variationAttributes: [{id: 'size', values: [1, 2]}]}, 0],
        [{imageGroups: [{viewType: 'swatch'}, {viewType: 'swatch'}, {viewType: 'medium'}]}, 2]
    ])('colourCountOf %#', (source, expected) => {
        expect(colourCountOf(source)).toBe(expected)
    })
})

test.each([
    ['range', {price: 30, priceMax: 30, c_standardPrice: 50}, {minPrice: 30, maxPrice: 50}],
    ['standard', {price: 30, priceMax: 30, c_standardPrice: 50}, {price: 30}],
    ['sale', {price: 30, priceMax: 30, c_standardPrice: 50}, {price: 30, standardPrice: 50}],
    ['gift-card', {price: 10, priceMax: 200}, {minPrice: 10, maxPrice: 200}]
])('a tile honours c_priceTemplate %s', (template, prices, expected) => {
    const {price} = tileModel(
        {id: 'P', name: 'P', c_priceTemplate: template, ...prices},
        {fallbackCurrency: 'GBP'}
    )
    expect(price).toEqual({...expected, currency: 'GBP', hideMarkdownPrice: undefined})
})

test('c_hideMarkdownPrice drops every promotion callout', () => {
    expect(tileModel({...hit, c_hideMarkdownPrice: true}, {fallbackCurrency: 'GBP'}).promos).toEqual([])
})

describe('ProductTile', () => {
    const tile = tileModel(hit, {fallbackCurrency: 'USD'})

    test('links to the product with the site prefix and shows name, sale price, colours and badge', () => {
        renderWithProviders(<ProductTile tile={tile} />, {path: '/us'})
        expect(screen.getByRole('link')).toHaveAttribute('href', '/us/power-7-8-gym-leggings-M1001.html')
        expect(screen.getByText('Power 7/8 Gym Leggings')).toBeInTheDocument()
        expect(screen.getByText('$48.00')).toBeInTheDocument()
        expect(screen.getByText('$60.00').tagName).toBe('S')
        expect(screen.getByText('3 colours')).toBeInTheDocument()
        expect(screen.getByText('New')).toBeInTheDocument()
    })

    test('the main image has alt text, loads lazily and has a product srcset; the hover image is decorative', () => {
        renderWithProviders(<ProductTile tile={tile} />)
        const image = screen.getByRole('img', {name: 'Power leggings, Black'})
        expect(image).toHaveAttribute('loading', 'lazy')
        expect(image.getAttribute('srcset')).toContain('front.jpg?sw=200 200w')
        expect(screen.getAllByRole('img')).toHaveLength(1)
        expect(document.querySelector('img[alt=""]')?.getAttribute('src')).toContain('back.jpg')
    })

    test('shows its promotion callouts but not the hidden ones', () => {
        renderWithProviders(<ProductTile tile={tile} />)
        expect(screen.getByText('Buy 2, save 15%')).toBeInTheDocument()
        expect(screen.queryByText('Staff pick')).not.toBeInTheDocument()
    })

    test('a live promotion shows the price the basket charges, the price before it struck through, and its callout', () => {
        const promoted = tileModel(
            {
                ...hit,
                c_standardPrice: undefined,
                price: 78,
                priceMax: 78,
                productPromotions: [
                    {promotionId: 'LEGGINGS-20', calloutMsg: '20% off all leggings', promotionalPrice: 62.4}
                ]
            },
            {fallbackCurrency: 'USD'}
        )
        renderWithProviders(<ProductTile tile={promoted} />, {path: '/us'})
        expect(screen.getByText('$62.40')).toBeInTheDocument()
        expect(screen.getByText('$78.00').tagName).toBe('S')
        expect(screen.getByText('20% off all leggings')).toBeInTheDocument()
        expect(screen.getByText('Buy 2, save 15%')).toBeInTheDocument()
    })

    test('an action sits beside the price, outside the product link', () => {
        renderWithProviders(<ProductTile tile={tile} action={<button type="button">Quick view</button>} />)
        expect(screen.getByRole('link')).not.toContainElement(
            screen.getByRole('button', {name: 'Quick view'})
        )
    })

    test('its parts are plain elements styled from the tile, its price and its badges: one class each', () => {
        // Listings render dozens of tiles on the server and in hydration; a styled component per part (a dozen
        // per tile before) is paid for on each. Styled here: the tile, the sale price and the two badges.
        renderWithProviders(<ProductTile tile={tile} />)
        const article = document.querySelector('article[data-product-tile]') as HTMLElement
        const styled = [article, ...Array.from(article.querySelectorAll('*'))].filter((element) =>
            /(^|\s)css-/.test(element.getAttribute('class') ?? '')
        )
        expect(styled).toHaveLength(4)
        expect(within(article).getByText('Power 7/8 Gym Leggings').tagName).toBe('P')
        expect(within(article).getByText('Sale price')).toHaveClass('price-label')
    })
})

describe('ProductTile badges (spec 000 §3 four slots, §4 badge choice)', () => {
    const tile = tileModel(hit, {fallbackCurrency: 'GBP'})
    const stock = {stockLevel: 12}
    const server = setupServer(
        rest.get('*/PWA-GetPreferences', (_req, res, ctx) => res(ctx.json(preferences))),
        rest.get('*/products', (_req, res, ctx) =>
            res(ctx.json({data: [{id: 'M1001', inventory: {stockLevel: stock.stockLevel, orderable: true}}]}))
        )
    )
    beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
    afterAll(() => server.close())

    const slot = (name: string) => document.querySelector(`[data-badge-slot="${name}"]`)

    test('rules and platform labels fill all four corners; a live stock rule shows once stock is read', async () => {
        renderWithProviders(
            <ListBadgeRules>
                <ProductTile tile={tile} />
            </ListBadgeRules>
        )
        await waitFor(() => expect(slot('topRight')).toHaveTextContent('Limited Edition'))
        // "lowest priority number wins": the Black Friday rule (0) is outside its window.
        expect(slot('topLeft')).toHaveTextContent('Just Landed')
        expect(slot('bottomRight')).toHaveTextContent('App Exclusive')
        expect(slot('topRight')).toHaveStyle({backgroundColor: '#111111'})
        await waitFor(() => expect(slot('bottomLeft')).toHaveTextContent('Low Stock'))
    })

    test('a list reads the rules once for all its tiles, and every tile shows them', async () => {
        const tiles = ['M1001', 'M1002', 'M1003', 'M1004'].map((id) => ({...tile, id, productIds: [id]}))
        const {queryClient} = renderWithProviders(<TileGrid tiles={tiles} label="Products" />)
        await waitFor(() => expect(screen.getAllByText('Just Landed')).toHaveLength(tiles.length))
        const [preferencesQuery] = queryClient
            .getQueryCache()
            .findAll({predicate: (query) => query.queryKey.includes('PWA-GetPreferences')})
        // One reader for the list, not one per tile (each was a query observer, twice per tile on the server).
        expect(preferencesQuery?.getObserversCount()).toBe(1)
    })

    test("outside a list a tile reads no rules and shows the platform's labels", async () => {
        const asked: string[] = []
        server.use(
            rest.get('*/PWA-GetPreferences', (req, res, ctx) => {
                asked.push(req.url.pathname)
                return res(ctx.json(preferences))
            })
        )
        renderWithProviders(<ProductTile tile={tile} />)
        await waitFor(() => expect(slot('topLeft')).toHaveTextContent('New'))
        expect(slot('topRight')).toBeNull()
        expect(asked).toEqual([])
    })

    test("the rules are read in the shopper's locale: a French page shows the platform's French labels", async () => {
        // The platform answers badge labels (and the product badges a replace rule searches for) per locale.
        const french = {
            productBadgeRules: {
                addList: [
                    {...preferences.productBadgeRules.addList[0], label: 'Édition limitée'},
                    {...preferences.productBadgeRules.addList[2], label: 'Stock limité'}
                ],
                replaceList: [{search: 'Nouveau', label: 'Tout juste arrivé', priority: 5}]
            }
        }
        const asked: string[] = []
        server.use(
            rest.get('*/PWA-GetPreferences', (req, res, ctx) => {
                asked.push(req.url.pathname)
                return res(
                    ctx.json(/\/fr_FR\/PWA-GetPreferences$/.test(req.url.pathname) ? french : preferences)
                )
            })
        )
        const frenchTile = {
            ...tile,
            badges: {...tile.badges, topLeft: 'Nouveau', bottomRight: 'Exclusivité appli'}
        }
        renderWithProviders(
            <ListBadgeRules>
                <ProductTile tile={frenchTile} />
            </ListBadgeRules>,
            {path: '/eu/fr-FR'}
        )
        await waitFor(() => expect(slot('topRight')).toHaveTextContent('Édition limitée'))
        expect(slot('topLeft')).toHaveTextContent('Tout juste arrivé')
        await waitFor(() => expect(slot('bottomLeft')).toHaveTextContent('Stock limité'))
        expect(asked).toEqual([expect.stringMatching(/\/fr_FR\/PWA-GetPreferences$/)])
        expect(document.body).not.toHaveTextContent(/Low Stock|Limited Edition|Just Landed/)
    })
})
