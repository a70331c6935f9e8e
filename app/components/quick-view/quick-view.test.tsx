import {fireEvent, screen, within} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {QuickViewButton, QuickViewProvider, useQuickView} from '.'

jest.mock('../../commerce/catalog/use-products', () => ({
    useProduct: (id?: string) => ({
        data:
            id === 'M1'
                ? jest
                      .requireActual<typeof import('../variation-selector/product-fixture')>(
                          '../variation-selector/product-fixture'
                      )
                      .productFixture()
                : null,
        isLoading: false
    })
}))
jest.mock('../../commerce/catalog/use-categories', () => ({
    useCategoryTree: () => ({
        data: {
            id: 'root',
            categories: [{id: 'shop', name: 'Shop', categories: [{id: 'leggings', name: 'Leggings'}]}]
        }
    })
}))
jest.mock('../../commerce/catalog/use-variation-pricing', () => ({
    useVariationPricing: () => ({data: undefined})
}))
jest.mock('../../commerce/catalog/use-live-stock', () => ({useLiveStock: () => ({data: undefined})}))
const mockAdd = jest.fn()
jest.mock('../../commerce/basket/use-add-to-basket', () => ({useAddToBasket: () => ({add: mockAdd})}))
jest.mock('../add-to-bag/use-update-basket-line', () => ({useUpdateBasketLine: () => jest.fn()}))

const Opener = ({id}: {id: string}) => {
    const quickView = useQuickView()
    return (
        <button
            type="button"
            onClick={() => quickView.open({productId: id, listName: 'leggings', tilePosition: 2})}
        >
            Quick view
        </button>
    )
}

const openQuickView = async (id = 'M1') => {
    renderWithProviders(
        <QuickViewProvider>
            <Opener id={id} />
        </QuickViewProvider>
    )
    fireEvent.click(screen.getByRole('button', {name: 'Quick view'}))
    return screen.findByRole('dialog')
}

describe('quick view (spec 001 §2.5, §4.5)', () => {
    test("shows the product with a 'View full details' link to its own path", async () => {
        const dialog = await openQuickView()
        expect(within(dialog).getByRole('heading', {name: 'Sculpt Leggings'})).toBeInTheDocument()
        expect(within(dialog).getByRole('link', {name: 'View full details'})).toHaveAttribute(
            'href',
            '/shop/leggings/sculpt-leggings-M1.html?dwvar_M1_color=black&dwvar_M1_leg-length=7-8'
        )
    })

    test("'Please select a size before continuing' with no size, then adds the chosen size", async () => {
        const dialog = await openQuickView()
        fireEvent.click(within(dialog).getByRole('button', {name: 'Add To Bag'}))
        expect(await within(dialog).findByText('Please select a size before continuing')).toBeInTheDocument()
        expect(mockAdd).not.toHaveBeenCalled()
        fireEvent.click(
            within(within(dialog).getByRole('group', {name: /Size/})).getByRole('radio', {name: 'M'})
        )
        expect(within(dialog).getByRole('link', {name: 'View full details'}).getAttribute('href')).toContain(
            'dwvar_M1_size=M'
        )
        fireEvent.click(within(dialog).getByRole('button', {name: 'Add To Bag'}))
        expect(mockAdd).toHaveBeenCalledWith([
            expect.objectContaining({
                productId: 'M1_black_7-8_M',
                c_gtmAddToCartLocation: 'quickview',
                c_gtmTilePosition: 2
            })
        ])
    })

    test('never shows the swatch drawer and closes with its close button', async () => {
        const dialog = await openQuickView()
        expect(within(dialog).queryByRole('button', {name: /Colour:/})).not.toBeInTheDocument()
        fireEvent.click(within(dialog).getByRole('button', {name: 'Close'}))
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })

    test('an unknown product says it is no longer available', async () => {
        const dialog = await openQuickView('GONE')
        expect(within(dialog).getByText('Sorry, this product is no longer available.')).toBeInTheDocument()
    })

    test("a tile's button, named after its product, opens that product's quick view", async () => {
        renderWithProviders(
            <QuickViewProvider>
                <QuickViewButton productId="M1" name="Sculpt Leggings" tilePosition={1} />
            </QuickViewProvider>
        )
        const button = screen.getByRole('button', {name: 'Quick view: Sculpt Leggings'})
        expect(button).toHaveTextContent('Quick view')
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        fireEvent.click(button)
        const dialog = await screen.findByRole('dialog', {name: 'Quick view: Sculpt Leggings'})
        expect(within(dialog).getByRole('link', {name: 'View full details'})).toBeInTheDocument()
    })
})
