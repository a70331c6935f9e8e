import 'cross-fetch/polyfill'
import {act, fireEvent, render, screen, waitFor, within, configure} from '@testing-library/react'
import {SCHEMAS} from '../../content/model'
import {createTestQueryClient} from '../../test-utils/render'
import {createBasketPlatform, BasketTestProviders} from '../../commerce/basket/testing/fake-basket-platform'
import {line, seedBasket} from '../../commerce/basket/testing/seed'
import {useCurrentBasket} from '../../commerce/basket'
import {basketGate} from '../../commerce/basket/basket-gate'
import {MiniBasketHost} from './mini-basket-host'
import {miniBasketStore, useMiniBasket} from './use-mini-basket'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => {
    platform.server.listen({onUnhandledRequest: 'error'})
    // The promo field's collapse animation measures with scrollTo, which jsdom lacks.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    miniBasketStore.close()
})

const thresholdBanner = {
    _meta: {schema: SCHEMAS.basketThresholdBanner, deliveryId: 'b1', name: 'basket-threshold-banner-gb'},
    standard: {
        enable: true,
        deliveryCopy: "You're £{0} away from free standard delivery",
        deliveryThreshold: 75,
        qualifyFreeDeliveryCopy: 'Great news: you qualify for free standard delivery'
    },
    express: {
        enable: true,
        deliveryCopy: 'Add £{0} more for free express delivery',
        deliveryThreshold: 150,
        qualifyFreeDeliveryCopy: 'You qualify for free express delivery'
    }
}

const Customer = () => <output data-testid="customer">{useCurrentBasket().customerId}</output>
const Opener = () => <button onClick={useMiniBasket().open}>bag icon</button>

/** The host in a page, with a guest whose basket holds `items` (or none). */
const renderHost = async (path = '/', seed?: Parameters<typeof seedBasket>[2]) => {
    // Basket reads wait (as during a login) until the shopper's basket is in place.
    basketGate.set(false)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(['content', 'key', 'en-GB', '', 'basket-threshold-banner'], thresholdBanner)
    const view = render(
        <BasketTestProviders path={path} queryClient={queryClient}>
            <Customer />
            <Opener />
            <MiniBasketHost />
        </BasketTestProviders>
    )
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBeTruthy())
    if (seed) seedBasket(platform.state, screen.getByTestId('customer').textContent as string, seed)
    act(() => basketGate.set(true))
    return view
}
const drawer = () => screen.findByTestId('mini-basket', {}, {timeout: 3000})
const location = () => screen.getByTestId('location').textContent

describe('mini basket opening (spec 000 §2, 001 §2.3)', () => {
    test('"Query basket=show opens it"; closing removes basket=show from the URL', async () => {
        await renderHost('/?basket=show&src=email', {productItems: [line('i1', 'VL100-black-M')]})
        const panel = await drawer()
        expect(await within(panel).findByText('Sculpt Legging')).toBeInTheDocument()
        fireEvent.click(within(panel).getByRole('button', {name: 'Close your bag'}))
        await waitFor(() => expect(location()).toBe('/?src=email'))
        await waitFor(() => expect(screen.queryByTestId('mini-basket')).toBeNull())
    })

    test('opens from the header icon (useMiniBasket) and after a successful add; Escape closes it', async () => {
        await renderHost('/', {productItems: [line('i1', 'VL100-black-M')]})
        fireEvent.click(screen.getByText('bag icon'))
        const panel = await drawer()
        fireEvent.keyDown(panel, {key: 'Escape'})
        await waitFor(() => expect(screen.queryByTestId('mini-basket')).toBeNull())
        act(() => {
            window.dispatchEvent(
                new CustomEvent('vela:basket-item-added', {detail: {productId: 'x', quantity: 1}})
            )
        })
        expect(await drawer()).toBeInTheDocument()
    })

    test('an empty bag says so and offers the new arrivals', async () => {
        await renderHost('/?basket=show')
        const panel = await drawer()
        expect(await within(panel).findByText('Your bag is empty')).toBeInTheDocument()
        expect(within(panel).getByRole('link', {name: 'Shop new arrivals'})).toHaveAttribute(
            'href',
            '/shop/new-arrivals'
        )
    })
})

describe('mini basket contents', () => {
    test('lines newest first with colour, size and prices (sale beside the standard price); subtotal; threshold message', async () => {
        await renderHost('/?basket=show', {
            productItems: [line('i1', 'VL100-black-M'), line('i2', 'VL200-sage-S')]
        })
        const panel = await drawer()
        await within(panel).findByText('Colour: Black · Size: M')
        const lines = within(panel).getAllByTestId('basket-line')
        expect(lines.map((node) => within(node).getAllByRole('link')[0].textContent)).toEqual([
            'Flow Bra',
            'Sculpt Legging'
        ])
        expect(lines[0]).toHaveTextContent('Sale price£48.00Original price£60.00')
        expect(within(panel).getByText('2 items')).toBeInTheDocument()
        expect(within(panel).getByTestId('threshold-banner')).toHaveTextContent(
            'Add £24.00 more for free express delivery'
        )
        expect(within(panel).getByRole('link', {name: 'Edit Flow Bra'})).toHaveAttribute(
            'href',
            '/products/VL200-sage-S?edit=i2'
        )
        expect(within(panel).getByRole('link', {name: 'View bag'})).toHaveAttribute('href', '/cart')
        expect(within(panel).getByRole('link', {name: 'Checkout'})).toHaveAttribute('href', '/checkout')
    })

    test('browsing from a country the site does not serve, Checkout goes to the cross-border checkout (spec 001 §2.2)', async () => {
        await renderHost('/?basket=show&glCountry=jp&glCurrency=JPY', {
            productItems: [line('i1', 'VL100-black-M')]
        })
        const panel = await drawer()
        expect(await within(panel).findByRole('link', {name: 'Checkout'})).toHaveAttribute(
            'href',
            '/checkout-delivery?glCountry=JP&glCurrency=JPY&stage=shipping#checkout-container'
        )
    })

    test('the quantity stepper and remove change the line at once', async () => {
        await renderHost('/?basket=show', {
            productItems: [line('i1', 'VL100-black-M'), line('i2', 'VL200-sage-S')]
        })
        const panel = await drawer()
        fireEvent.click(
            await within(panel).findByRole('button', {name: 'Increase quantity of Sculpt Legging'})
        )
        await waitFor(() => expect(platform.state.baskets[0].productItems[0].quantity).toBe(2))
        fireEvent.click(within(panel).getByRole('button', {name: 'Remove Flow Bra from your bag'}))
        await waitFor(() => expect(within(panel).getAllByTestId('basket-line')).toHaveLength(1))
    })

    test.each([
        [
            'an item with c_instock false',
            [line('i1', 'VL300-ink-L')],
            'Some items in your bag are out of stock or no longer available. Remove them to check out.'
        ],
        [
            'a hasMoreItemsThenAllowed flash',
            [line('i1', 'VL400-stone-8', 2)],
            'You have more of some items than we have in stock. Reduce the quantity to check out.'
        ]
    ])('checkout is disabled for %s, with the reason', async (_name, items, reason) => {
        await renderHost('/?basket=show', {productItems: items})
        const panel = await drawer()
        const button = await within(panel).findByRole('button', {name: 'Checkout'})
        expect(button).toBeDisabled()
        expect(within(panel).getByTestId('checkout-blocked')).toHaveTextContent(reason)
        expect(button).toHaveAttribute('aria-describedby', 'checkout-blocked')
    })

    test('a line with the NAProductInCart text is shown as not available', async () => {
        platform.state.gone.add('VL200-sage-S')
        await renderHost('/?basket=show', {productItems: [line('i1', 'VL200-sage-S')]})
        const panel = await drawer()
        expect(await within(panel).findByTestId('line-notice')).toHaveTextContent(
            'This item is no longer available. Please remove it to continue.'
        )
        expect(within(panel).getByRole('button', {name: 'Checkout'})).toBeDisabled()
    })

    test('digital gift cards with products are a cart error, with guidance; the gift message is shown as plain text', async () => {
        const hostile = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>'
        await renderHost('/?basket=show', {
            productItems: [line('i1', 'VL100-black-M')],
            giftCertificateItems: [
                {
                    giftCertificateItemId: 'g1',
                    amount: 50,
                    recipientName: 'Sam',
                    recipientEmail: 'sam@example.com',
                    senderName: 'Kim',
                    message: hostile,
                    c_deliveryDate: '2030-01-02',
                    c_productId: 'VL19002'
                }
            ]
        })
        const panel = await drawer()
        const error = await within(panel).findByTestId('mixed-gift-card-error')
        expect(error).toHaveTextContent('Digital gift cards must be bought separately from other products.')
        expect(error).toHaveTextContent('Check out your e-gift cards on their own first')
        expect(within(panel).getByRole('button', {name: 'Checkout'})).toBeDisabled()
        expect(within(panel).getByTestId('gift-message').textContent).toBe(hostile)
        expect(panel.querySelector('script, img[src="x"]')).toBeNull()
        expect((window as {hacked?: number}).hacked).toBeUndefined()
        expect(within(panel).getByRole('link', {name: 'Edit E-Gift Card'})).toHaveAttribute(
            'href',
            '/products/VL19002?GiftCertificateLineItemID=g1'
        )
    })
})

describe('promo code in the mini basket (spec 000 §5)', () => {
    const apply = (panel: HTMLElement, code: string) => {
        fireEvent.click(within(panel).getByRole('button', {name: 'Add a promo code'}))
        fireEvent.change(within(panel).getByLabelText('Promo code'), {target: {value: code}})
        fireEvent.click(within(panel).getByRole('button', {name: 'Apply'}))
    }

    test.each([
        ['welcome10', 'Promo code WELCOME10 applied'],
        ['nope', "The coupon code 'NOPE' is not valid."],
        ['FREESHIP', "This code doesn't apply to the items in your bag."]
    ])('%s → "%s"', async (code, message) => {
        await renderHost('/?basket=show', {productItems: [line('i1', 'VL100-black-M')]})
        const panel = await drawer()
        await within(panel).findByText('Sculpt Legging')
        apply(panel, code)
        expect(await within(panel).findByText(message)).toBeInTheDocument()
    })
})
