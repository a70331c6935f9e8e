import {act, fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {productFixture} from '../variation-selector/product-fixture'
import {bagAvailability, findVariant} from '../variation-selector/variation-model'
import {AddToBagButton} from './add-to-bag-button'
import {AddToBagSection} from './add-to-bag-section'

const mockAdd = jest.fn()
jest.mock('../../commerce/basket/use-add-to-basket', () => ({useAddToBasket: () => ({add: mockAdd})}))
jest.mock('./use-update-basket-line', () => ({useUpdateBasketLine: () => jest.fn()}))
jest.mock('../back-in-stock', () => {
    const {createElement} = jest.requireActual<typeof import('react')>('react')
    const Dialog = ({isOpen, productId}: {isOpen: boolean; productId: string}) =>
        isOpen
            ? createElement('div', {role: 'dialog', 'aria-label': 'EMAIL ME', 'data-product': productId})
            : null
    return {BackInStockDialog: Object.assign(Dialog, {preload: () => undefined})}
})

const product = productFixture()
const tracking = {location: 'pdp', listName: 'leggings', tilePosition: 3}

const renderSection = (
    selection: Record<string, string>,
    props: {isQuickView?: boolean; sticky?: boolean} = {}
) =>
    renderWithProviders(
        <AddToBagSection
            product={product}
            variant={findVariant(product, selection)}
            availability={bagAvailability(product, selection)}
            tracking={tracking}
            isQuickView={props.isQuickView}
            stickySummary={props.sticky ? <span>Sculpt Leggings</span> : undefined}
        />
    )

beforeEach(() => {
    mockAdd.mockReset()
    jest.useRealTimers()
})

describe('AddToBagButton labels and states (spec 001 §4.5)', () => {
    test.each([
        [{state: 'idle', outOfStock: false, comingSoon: false}, 'Add To Bag', false],
        [{state: 'idle', outOfStock: true, comingSoon: false}, 'Out Of Stock', true],
        [{state: 'idle', outOfStock: true, comingSoon: true}, 'Email Me When This Is In Stock', false],
        [{state: 'success', outOfStock: false, comingSoon: false}, 'Added To Bag', false]
    ] as const)('%j reads %s (disabled: %s)', (view, label, disabled) => {
        renderWithProviders(<AddToBagButton {...view} />)
        expect(screen.getByRole('button', {name: label})).toHaveProperty('disabled', disabled)
    })

    test('disabled while loading and when the caller says so', () => {
        const {rerender} = renderWithProviders(
            <AddToBagButton state="loading" outOfStock={false} comingSoon={false} />
        )
        expect(screen.getByRole('button')).toBeDisabled()
        rerender(<AddToBagButton state="idle" outOfStock={false} comingSoon={false} disabledByCaller />)
        expect(screen.getByRole('button', {name: 'Add To Bag'})).toBeDisabled()
    })
})

describe('AddToBagSection', () => {
    test("'Please select a size before continuing' when no variant is chosen", async () => {
        renderSection({color: 'black', 'leg-length': '7-8'})
        fireEvent.click(screen.getByRole('button', {name: 'Add To Bag'}))
        expect(await screen.findByText('Please select a size before continuing')).toBeInTheDocument()
        expect(mockAdd).not.toHaveBeenCalled()
    })

    test('idle -> loading -> Added To Bag -> idle after 2.5 s, with the item and its tracking posted', async () => {
        jest.useFakeTimers()
        let resolve: (value: unknown) => void = () => undefined
        mockAdd.mockReturnValue(new Promise((done) => (resolve = done)))
        renderSection({color: 'black', 'leg-length': '7-8', size: 'M'})
        fireEvent.click(screen.getByRole('button', {name: 'Add To Bag'}))
        expect(
            screen.getAllByRole('button').find((button) => button.dataset.state === 'loading')
        ).toBeDisabled()
        expect(mockAdd).toHaveBeenCalledWith([
            {
                productId: 'M1_black_7-8_M',
                quantity: 1,
                c_gtmAddToCartLocation: 'pdp',
                c_gtmListName: 'leggings',
                c_gtmTilePosition: 3
            }
        ])
        await act(() => {
            resolve({})
            return Promise.resolve()
        })
        expect(screen.getByRole('button', {name: 'Added To Bag'})).toBeInTheDocument()
        expect(screen.getByRole('status')).toHaveTextContent('Added To Bag: Sculpt Leggings')
        act(() => jest.advanceTimersByTime(2499))
        expect(screen.getByRole('button', {name: 'Added To Bag'})).toBeInTheDocument()
        act(() => jest.advanceTimersByTime(1))
        expect(screen.getByRole('button', {name: 'Add To Bag'})).toBeInTheDocument()
    })

    test('a failed add returns to idle and says so', async () => {
        jest.spyOn(console, 'error').mockImplementation(() => undefined)
        mockAdd.mockRejectedValue(new Error('boom'))
        renderSection({color: 'black', 'leg-length': '7-8', size: 'S'})
        fireEvent.click(screen.getByRole('button', {name: 'Add To Bag'}))
        expect(await screen.findByText('Something went wrong. Try again!')).toBeInTheDocument()
        expect(screen.getByRole('button', {name: 'Add To Bag'})).toBeEnabled()
    })

    test('an out-of-stock variant cannot be added', () => {
        renderSection({color: 'black', 'leg-length': 'full', size: 'M'})
        expect(screen.getByRole('button', {name: 'Out Of Stock'})).toBeDisabled()
    })

    test('coming soon opens the back-in-stock dialog for the variant', () => {
        renderSection({color: 'black', 'leg-length': 'full', size: 'L'})
        fireEvent.click(screen.getByRole('button', {name: 'Email Me When This Is In Stock'}))
        expect(screen.getByRole('dialog', {name: 'EMAIL ME'})).toHaveAttribute(
            'data-product',
            'M1_black_full_L'
        )
        expect(mockAdd).not.toHaveBeenCalled()
    })
})

describe('sticky add-to-bag bar', () => {
    let callback: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined
    beforeEach(() => {
        window.IntersectionObserver = jest.fn((next: typeof callback) => {
            callback = next
            return {observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn()}
        }) as unknown as typeof IntersectionObserver
    })

    test('appears once the main button has scrolled out of view above, and goes when it is back', () => {
        renderSection({color: 'black', 'leg-length': '7-8', size: 'M'}, {sticky: true})
        expect(screen.queryByTestId('sticky-add-to-bag')).not.toBeInTheDocument()
        act(() => callback([{isIntersecting: false, boundingClientRect: {top: 600} as DOMRectReadOnly}]))
        expect(screen.queryByTestId('sticky-add-to-bag')).not.toBeInTheDocument()
        act(() => callback([{isIntersecting: false, boundingClientRect: {top: -120} as DOMRectReadOnly}]))
        expect(screen.getByTestId('sticky-add-to-bag')).toHaveTextContent('Sculpt Leggings')
        expect(screen.getAllByRole('button', {name: 'Add To Bag'})).toHaveLength(2)
        act(() => callback([{isIntersecting: true, boundingClientRect: {top: 100} as DOMRectReadOnly}]))
        expect(screen.queryByTestId('sticky-add-to-bag')).not.toBeInTheDocument()
    })
})
