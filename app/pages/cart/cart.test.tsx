import 'cross-fetch/polyfill'
import {rest} from 'msw'
import {act, fireEvent, render, screen, waitFor, within, configure} from '@testing-library/react'
import {holdGets} from '../../test-utils/held-requests'
import {createTestQueryClient} from '../../test-utils/render'
import {createBasketPlatform, BasketTestProviders} from '../../commerce/basket/testing/fake-basket-platform'
import {line, seedBasket} from '../../commerce/basket/testing/seed'
import {basketGate} from '../../commerce/basket/basket-gate'
import {useCurrentBasket} from '../../commerce/basket'
import CartPage from '.'

const mockResponse = {headersSent: false, set: jest.fn(), status: jest.fn()}
jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({
    useServerContext: () => ({res: mockResponse})
}))

const mockCreatePlacement = jest.fn()
jest.mock('../../components/pay-later/placement', () => ({
    createPlacement: (...args: unknown[]) => mockCreatePlacement(...args)
}))

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => {
    platform.server.listen({onUnhandledRequest: 'error'})
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterAll(() => platform.server.close())
beforeEach(() => platform.reset())

const Customer = () => <output data-testid="customer">{useCurrentBasket().customerId}</output>

const renderCart = async (seed?: Parameters<typeof seedBasket>[2]) => {
    basketGate.set(false)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(['content', 'key', 'en-GB', '', 'basket-threshold-banner'], null)
    render(
        <BasketTestProviders path="/cart" queryClient={queryClient}>
            <Customer />
            <CartPage />
        </BasketTestProviders>
    )
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBeTruthy())
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument()
    expect(screen.getByRole('status', {name: 'Loading your bag'})).toHaveAttribute('aria-busy', 'true')
    if (seed) seedBasket(platform.state, screen.getByTestId('customer').textContent as string, seed)
    act(() => basketGate.set(true))
}

const summaryRow = (label: string) => screen.getByText(label, {selector: 'dt'}).parentElement as HTMLElement

/** The properties an element's CSS animation changes, read from the page's keyframes. */
const animatedProperties = (element: Element): string[] => {
    const name = getComputedStyle(element).animationName || getComputedStyle(element).animation.split(' ')[0]
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules))
    // jsdom has no CSSKeyframesRule global: a keyframes rule is the one with a name and rules of its own.
    const keyframes = rules.find(
        (rule) => 'name' in rule && 'cssRules' in rule && name.includes(String(rule.name))
    ) as CSSKeyframesRule | undefined
    if (!keyframes) return [`no keyframes named ${name || '(none)'}`]
    return Array.from(keyframes.cssRules).flatMap((frame) =>
        Array.from((frame as CSSKeyframeRule).style).map(String)
    )
}

describe('the bag page /cart', () => {
    test('while the bag loads, its placeholders pulse in opacity only: a colour animation restyles the page on every frame', async () => {
        await renderCart()
        const placeholders = screen.getByTestId('cart-skeleton').querySelectorAll('.chakra-skeleton')
        expect(placeholders.length).toBeGreaterThan(2)
        for (const placeholder of Array.from(placeholders)) {
            expect(animatedProperties(placeholder)).toEqual(['opacity', 'opacity'])
        }
    })

    test('shows a skeleton until the bag loads, then the lines and the order summary (shipping TBD, VAT in the prices)', async () => {
        await renderCart({productItems: [line('i1', 'VL100-black-M'), line('i2', 'VL200-sage-S')]})
        expect(await screen.findByRole('heading', {level: 1, name: 'Your bag'})).toBeInTheDocument()
        await screen.findByText('Order summary')
        expect(screen.queryByTestId('cart-skeleton')).toBeNull()
        expect(screen.getAllByTestId('basket-line')).toHaveLength(2)
        expect(summaryRow('Subtotal')).toHaveTextContent('£126.00')
        expect(summaryRow('Delivery')).toHaveTextContent('TBD')
        expect(screen.queryByText('Tax', {selector: 'dt'})).toBeNull()
        expect(summaryRow('Total')).toHaveTextContent('£126.00')
        expect(screen.queryByTestId('digital-delivery-note')).toBeNull()
        expect(screen.getByRole('link', {name: 'Checkout'})).toHaveAttribute('href', '/checkout')
    })

    test("while a line's product loads it shows no raw variation ids, then the chosen values by name", async () => {
        // The platform's basket carries only the ids of the chosen values; their names come with the product.
        const release = holdGets(platform.server, '*/product/shopper-products/v1/organizations/:org/products')
        await renderCart({
            productItems: [{...line('i1', 'VL100-black-M'), c_variationValues: {color: 'black', size: 'M'}}]
        })
        const bagLine = await screen.findByTestId('basket-line')
        expect(within(bagLine).getByTestId('line-attributes-pending')).toBeInTheDocument()
        expect(bagLine).not.toHaveTextContent(/black|color/)
        act(() => release())
        await waitFor(() => expect(bagLine).toHaveTextContent('Colour: Black · Size: M'))
        expect(within(bagLine).queryByTestId('line-attributes-pending')).toBeNull()
    })

    test('the pay-later message gets the order total in minor units (spec 000 §9, apDisplayCheckoutInfo)', async () => {
        mockCreatePlacement.mockResolvedValue({update: jest.fn(), destroy: jest.fn()})
        platform.server.use(
            rest.get('*/PWA-GetPreferences', (_req, res, ctx) =>
                res(
                    ctx.json({
                        enableAfterpay: true,
                        apSupportedCountriesCodes: ['GB'],
                        apPromoMessagingEnable: true,
                        apDisplayCheckoutInfo: true
                    })
                )
            )
        )
        await renderCart({productItems: [line('i1', 'VL100-black-M')]})
        await screen.findByText('Order summary')
        await waitFor(() => expect(mockCreatePlacement).toHaveBeenCalled())
        const total = Number(summaryRow('Total').textContent?.replace(/[^\d.]/g, ''))
        expect(mockCreatePlacement.mock.calls[0][1]).toMatchObject({
            amount: Math.round(total * 100),
            pageType: 'cart'
        })
    })

    test('the summary is a valid definition list: only dt/dd groups in divs (axe: definition-list)', async () => {
        await renderCart({productItems: [line('i1', 'VL100-black-M')]})
        await screen.findByText('Order summary')
        const list = summaryRow('Total').parentElement as HTMLElement
        expect(list.tagName).toBe('DL')
        expect(Array.from(list.children).map((child) => child.tagName)).toEqual(['DIV', 'DIV', 'DIV'])
    })

    test('a promo code adds its discount to the summary', async () => {
        await renderCart({productItems: [line('i1', 'VL100-black-M')]})
        fireEvent.change(await screen.findByLabelText('Promo code'), {target: {value: 'WELCOME10'}})
        fireEvent.click(screen.getByRole('button', {name: 'Apply'}))
        expect(await screen.findByText('Promo code WELCOME10 applied')).toBeInTheDocument()
        await waitFor(() => expect(summaryRow('Discounts')).toHaveTextContent('-£7.80'))
        expect(summaryRow('Total')).toHaveTextContent('£70.20')
        fireEvent.click(screen.getByRole('button', {name: 'Remove promo code WELCOME10'}))
        await waitFor(() => expect(screen.queryByText('Discounts', {selector: 'dt'})).toBeNull())
    })

    test('the charity donation: choosing an amount adds the SB_DONATION line to the summary; No thanks removes it', async () => {
        await renderCart({productItems: [line('i1', 'VL100-black-M')]})
        const donation = await screen.findByRole('group', {name: 'Donation amount'})
        fireEvent.click(within(donation).getByRole('button', {name: '£2'}))
        await waitFor(() => expect(summaryRow('Charity donation')).toHaveTextContent('£2.00'))
        expect(within(donation).getByRole('button', {name: '£2'})).toHaveAttribute('aria-pressed', 'true')
        expect(screen.getByText('Thank you: £2 donation added')).toBeInTheDocument()
        fireEvent.click(within(donation).getByRole('button', {name: 'No thanks'}))
        await waitFor(() => expect(screen.queryByText('Charity donation', {selector: 'dt'})).toBeNull())
    })

    test('an empty bag shows the empty state with ways back into the shop', async () => {
        await renderCart()
        expect(await screen.findByText('Your bag is empty')).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Shop new arrivals'})).toHaveAttribute(
            'href',
            '/shop/new-arrivals'
        )
        expect(screen.getByRole('link', {name: 'Shop leggings'})).toHaveAttribute(
            'href',
            '/shop/bottoms/leggings'
        )
    })

    test('the page is private and never stored, and not indexed', async () => {
        await renderCart()
        expect(mockResponse.set).toHaveBeenCalledWith('Cache-Control', 'private, no-store')
        await waitFor(() =>
            expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
        )
    })

    test('removing the last line empties the page', async () => {
        await renderCart({productItems: [line('i1', 'VL100-black-M')]})
        fireEvent.click(await screen.findByRole('button', {name: 'Remove Sculpt Legging from your bag'}))
        expect(await screen.findByText('Your bag is empty')).toBeInTheDocument()
    })

    test('a bag holding only an e-gift card: subtotal and total add up, no delivery, no free-delivery nudge (issue #9)', async () => {
        const egift = {
            giftCertificateItemId: 'g1',
            amount: 50,
            recipientName: 'Sam',
            recipientEmail: 'sam@example.com'
        }
        await renderCart({giftCertificateItems: [egift]})
        await screen.findByText('Order summary')
        expect(summaryRow('Subtotal')).toHaveTextContent('£50.00')
        expect(summaryRow('Total')).toHaveTextContent('£50.00')
        expect(screen.queryByText('Delivery', {selector: 'dt'})).toBeNull()
        expect(screen.getByTestId('digital-delivery-note')).toHaveTextContent(/sent by email/)
        // The gift card terms come from the platform's content assets (PWA-GetContentAssetsJSON).
        expect(await screen.findByText('Gift cards are valid for 24 months.')).toBeInTheDocument()
        expect(platform.state.calls).toContain('content assets gift-card-terms')
        expect(window.dataLayer).toEqual(
            expect.arrayContaining([
                expect.objectContaining({event: 'checkout_step', checkout: {step: 0, name: 'promocode'}})
            ])
        )
    })
})
