import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {Price, type PriceProps} from './price'

/** Intl separates currency and amount with non-breaking spaces; tests read plain ones. */
const text = (element: Element | null) => element?.textContent?.replace(/[\u00a0\u202f]/g, ' ')

const render = (props: Partial<PriceProps>, path = '/') => {
    renderWithProviders(
        <div data-testid="price">
            <Price currency="GBP" {...props} />
        </div>,
        {path}
    )
    return screen.getByTestId('price')
}

describe('Price (spec 000 §9, 001 §9)', () => {
    test.each([
        ['a standard price', {price: 45}, '/', '£45.00'],
        ['0 shows FREE', {price: 0}, '/', 'FREE'],
        ['a bonus item', {price: 10, isBonus: true}, '/', 'Bonus'],
        ['a range shows min - max', {minPrice: 60, maxPrice: 40}, '/', '£40.00 - £60.00'],
        ['USD in en-US', {price: 1234.5, currency: 'USD'}, '/us', '$1,234.50'],
        ['EUR in fr-FR', {price: 45, currency: 'EUR'}, '/eu/fr-FR', '45,00 €'],
        ['AUD is shown as a code', {price: 45, currency: 'AUD'}, '/au', 'AUD 45.00'],
        ['the currency’s own fraction digits', {price: 4500, currency: 'JPY'}, '/', 'JP¥4,500']
    ])('%s', (_, props, path, expected) => {
        expect(text(render(props, path))).toBe(expected)
    })

    test('nothing without a price', () => {
        expect(render({})).toBeEmptyDOMElement()
    })

    test('a sale shows the sale price and the struck-through standard price, labelled for screen readers', () => {
        const price = render({price: 36, standardPrice: 45, showDiscount: true})
        expect(text(price)).toBe('Sale price£36.00Original price£45.00' + '20% off')
        expect(price.querySelector('s')).toHaveTextContent('£45.00')
    })

    test('discount percent only when positive', () => {
        expect(text(render({price: 45, standardPrice: 40, showDiscount: true}))).toBe('£45.00')
    })

    test('c_hideMarkdownPrice shows the current price only', () => {
        const price = render({price: 36, standardPrice: 45, hideMarkdownPrice: true})
        expect(text(price)).toBe('£36.00')
        expect(price.querySelector('s')).toBeNull()
    })

    test.each([
        [99.99, false],
        [100, true]
    ])('%d gets the markdown style: %s', (amount, markdown) => {
        const price = render({price: amount})
        expect(price.querySelector('.sale-price-markdown') !== null).toBe(markdown)
    })
})
