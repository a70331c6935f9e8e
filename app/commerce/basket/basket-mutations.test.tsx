import 'cross-fetch/polyfill'
import {act, render, renderHook, waitFor, configure} from '@testing-library/react'
import {rest} from 'msw'
import {onBasketEvent} from './basket-events'
import {createBasketPlatform, BasketTestProviders} from './testing/fake-basket-platform'
import {line, seedBasket} from './testing/seed'
import {useAddToBasket} from './use-add-to-basket'
import {useCurrentBasket} from './use-current-basket'
import {useEnsureBasket} from './use-ensure-basket'
import {useDonation} from './use-donation'
import {useGiftCertificateItems} from './use-gift-certificate-items'
import {COUPON_STATUS_MESSAGES, usePromoCode} from './use-promo-code'
import {useRemoveBasketLine} from './use-remove-basket-line'
import {useUpdateBasketLine} from './use-update-basket-line'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => platform.reset())

const useBasketApi = () => ({
    current: useCurrentBasket(),
    adder: useAddToBasket(),
    update: useUpdateBasketLine(),
    remover: useRemoveBasketLine(),
    promo: usePromoCode(),
    donation: useDonation(),
    giftCards: useGiftCertificateItems()
})

/** A guest with the SDK session ready (and, with `items`, a basket holding them). */
const renderApi = async (items?: ReturnType<typeof line>[], extra: Parameters<typeof seedBasket>[2] = {}) => {
    const view = renderHook(useBasketApi, {
        wrapper: ({children}) => <BasketTestProviders>{children}</BasketTestProviders>
    })
    await waitFor(() => expect(view.result.current.current.customerId).toBeTruthy())
    if (items) {
        seedBasket(platform.state, view.result.current.current.customerId as string, {
            productItems: items,
            ...extra
        })
        await act(() => view.result.current.current.query.refetch())
        await waitFor(() => expect(view.result.current.current.basket?.basketId).toBe('seeded-1'))
    }
    return view.result
}

const calls = (name: string) => platform.state.calls.filter((call) => call === name).length

describe('add to basket (spec 000 §7)', () => {
    test('a double add creates one basket ("a single in-flight basket creation") and posts the tracking fields', async () => {
        const api = await renderApi()
        const item = {
            productId: 'VL100-black-M',
            quantity: 1,
            c_gtmAddToCartLocation: 'pdp',
            c_gtmListName: 'Leggings',
            c_gtmTilePosition: 3
        }
        await act(() => Promise.all([api.current.adder.add([item]), api.current.adder.add([item])]))
        expect(calls('createBasket')).toBe(1)
        expect(platform.state.baskets).toHaveLength(1)
        expect(platform.state.baskets[0].productItems).toEqual([
            expect.objectContaining({
                productId: 'VL100-black-M',
                quantity: 2,
                c_gtmAddToCartLocation: 'pdp',
                c_gtmListName: 'Leggings',
                c_gtmTilePosition: 3
            })
        ])
        expect(api.current.adder.status).toBe('success')
        await waitFor(() => expect(api.current.current.basket?.productItems?.[0]?.quantity).toBe(2))
    })

    test('an add pressed while the guest session is still starting waits for it, then creates the basket and adds', async () => {
        const view = renderHook(useBasketApi, {
            wrapper: ({children}) => <BasketTestProviders>{children}</BasketTestProviders>
        })
        expect(view.result.current.current.customerId).toBeUndefined()
        // Not inside act(): the add resumes from a render (the session's customer id arriving), which act
        // would hold back until the add had finished.
        void view.result.current.adder.add([{productId: 'VL100-black-M', quantity: 1}])
        await waitFor(() => expect(view.result.current.adder.status).toBe('success'))
        expect(calls('createBasket')).toBe(1)
        expect(platform.state.baskets[0].productItems).toEqual([
            expect.objectContaining({productId: 'VL100-black-M', quantity: 1})
        ])
    })

    test('a basket that vanished (ordered in another tab) is replaced once, and the add succeeds', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        platform.state.baskets = []
        await act(() => api.current.adder.add([{productId: 'VL200-sage-S', quantity: 1}]))
        expect(calls('createBasket')).toBe(1)
        expect(platform.state.baskets[0].productItems).toEqual([
            expect.objectContaining({productId: 'VL200-sage-S'})
        ])
    })

    test('an add pressed before the session started still gets its one retry when the new basket vanishes', async () => {
        const view = renderHook(useBasketApi, {
            wrapper: ({children}) => <BasketTestProviders>{children}</BasketTestProviders>
        })
        expect(view.result.current.current.customerId).toBeUndefined()
        platform.server.use(
            // The basket just made is ordered in another tab before the item reaches it.
            rest.post('*/baskets/:basketId/items', (_req, res, ctx) => {
                platform.state.baskets = []
                return res.once(
                    ctx.status(404),
                    ctx.json({type: 'basket-not-found', title: 'Basket Not Found', detail: 'No such basket.'})
                )
            })
        )
        // Not inside act(), as above.
        void view.result.current.adder.add([{productId: 'VL100-black-M', quantity: 1}])
        await waitFor(() => expect(view.result.current.adder.status).toBe('success'))
        expect(calls('createBasket')).toBe(2)
        expect(platform.state.baskets.at(-1)?.productItems).toEqual([
            expect.objectContaining({productId: 'VL100-black-M', quantity: 1})
        ])
    })

    test('an add pressed in a component that is replaced before the session starts still reaches the basket', async () => {
        let add: ReturnType<typeof useAddToBasket>['add'] | undefined
        let customerId: string | undefined
        const Pressed = () => {
            add = useAddToBasket().add
            customerId = useCurrentBasket().customerId
            return null
        }
        const Shell = () => {
            useEnsureBasket()
            return null
        }
        const view = render(
            <BasketTestProviders>
                <Pressed />
                <Shell />
            </BasketTestProviders>
        )
        expect(customerId).toBeUndefined()
        const adding = add?.([{productId: 'VL100-black-M', quantity: 1}])
        // The page renders again without the pressed component (as it may while the session lands).
        view.rerender(
            <BasketTestProviders>
                <Shell />
            </BasketTestProviders>
        )
        await expect(adding).resolves.toEqual(expect.objectContaining({basketId: expect.any(String)}))
        expect(platform.state.baskets.at(-1)?.productItems).toEqual([
            expect.objectContaining({productId: 'VL100-black-M', quantity: 1})
        ])
    })

    test('a failure sets status error, is logged, and becomes {isError, message} from the detail (spec 000 §8)', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        platform.server.use(
            rest.post('*/baskets/:basketId/items', (_req, res, ctx) =>
                res(
                    ctx.status(400),
                    ctx.json({
                        type: 'x',
                        title: 'Product Not Available',
                        detail: 'This product is not available.'
                    })
                )
            )
        )
        const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        await act(async () => {
            await expect(
                api.current.adder.add([{productId: 'VL300-ink-L', quantity: 1}])
            ).rejects.toMatchObject({
                isError: true,
                message: 'This product is not available.'
            })
        })
        expect(api.current.adder.status).toBe('error')
        expect(api.current.adder.error).toEqual({isError: true, message: 'This product is not available.'})
        expect(logged).toHaveBeenCalledWith('Add to basket failed', 'This product is not available.')
        logged.mockRestore()
    })
})

describe('basket lines', () => {
    test('quantity and variant changes PATCH the line; a refused edit sets updateError and status error (spec 000 §8)', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        await act(() => api.current.update('i1', 'VL100-black-M', 3))
        expect(api.current.current.basket?.productItems?.[0]?.quantity).toBe(3)
        await act(() => api.current.update('i1', 'VL200-sage-S', 3))
        expect(api.current.current.basket?.productItems?.[0]?.productId).toBe('VL200-sage-S')
        await act(async () => {
            await expect(api.current.update('i1', 'VL200-sage-S', 9)).rejects.toMatchObject({
                isError: true,
                message: 'You can buy at most 5 of this item.'
            })
        })
        expect(api.current.update.status).toBe('error')
        expect(api.current.update.updateError).toEqual({
            isError: true,
            message: 'You can buy at most 5 of this item.'
        })
    })

    test('"Removing the last product item clears the shipping address and returns to step 1"', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M'), line('i2', 'VL200-sage-S')], {
            shipments: [{shipmentId: 'me', shippingAddress: {firstName: 'Kim', city: 'London'}}]
        })
        const heard: unknown[] = []
        const off = onBasketEvent('last-product-removed', (detail) => heard.push(detail))
        await act(() => api.current.remover.remove('i1'))
        expect(heard).toEqual([])
        expect(calls('PUT shipping address')).toBe(0)
        await act(() => api.current.remover.remove('i2'))
        expect(heard).toEqual([{basketId: 'seeded-1', checkoutStep: 1}])
        expect(calls('PUT shipping address')).toBe(1)
        expect(platform.state.baskets[0].shipments[0].shippingAddress).toBeUndefined()
        off()
    })
})

describe('promo codes (spec 000 §5, §8)', () => {
    test('"applies only if the returned coupon matches the code case-insensitively and has status applied"', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        let outcome: Awaited<ReturnType<typeof api.current.promo.apply>> | undefined
        await act(async () => {
            outcome = await api.current.promo.apply(' welcome10 ')
        })
        expect(outcome).toMatchObject({applied: true, coupon: {code: 'WELCOME10', statusCode: 'applied'}})
        expect(api.current.promo.applyStatus).toBe('done')
        expect(api.current.current.basket?.orderPriceAdjustments?.[0]?.price).toBe(-7.8)
    })

    test('a refused code shows the server status message, stored as the promo error', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        let outcome: Awaited<ReturnType<typeof api.current.promo.apply>> | undefined
        await act(async () => {
            outcome = await api.current.promo.apply('nope')
        })
        expect(outcome).toEqual({
            applied: false,
            message: "The coupon code 'NOPE' is not valid.",
            statusCode: 'coupon_code_unknown'
        })
        expect(api.current.promo.applyStatus).toBe('error')
        expect(api.current.promo.promoError).toEqual({
            isError: true,
            message: "The coupon code 'NOPE' is not valid."
        })
    })

    test('a code accepted but not applied is not counted; its status is the message', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        let outcome: Awaited<ReturnType<typeof api.current.promo.apply>> | undefined
        await act(async () => {
            outcome = await api.current.promo.apply('FREESHIP')
        })
        expect(outcome).toEqual({
            applied: false,
            message: COUPON_STATUS_MESSAGES.no_applicable_promotion,
            statusCode: 'no_applicable_promotion'
        })
        const coupon = api.current.current.basket?.couponItems?.[0]
        await act(() => api.current.promo.remove(coupon?.couponItemId as string))
        expect(api.current.current.basket?.couponItems).toEqual([])
    })
})

describe('donation and gift certificates (spec 000 §7)', () => {
    test('a donation PATCHes c_donation and shows as the SB_DONATION line; 0 removes it', async () => {
        const api = await renderApi([line('i1', 'VL100-black-M')])
        await act(() => api.current.donation.setDonation(2))
        expect(api.current.donation.amount).toBe(2)
        expect(api.current.current.basket?.shippingItems).toEqual([
            expect.objectContaining({itemText: 'SB_DONATION', price: 2})
        ])
        await act(() => api.current.donation.setDonation(0))
        expect(api.current.donation.amount).toBe(0)
    })

    test('digital gift cards are added (creating the basket), updated and removed with the spec payload', async () => {
        const api = await renderApi()
        const card = {
            recipient_email: 'sam@example.com',
            recipient_name: 'Sam',
            sender_name: 'Kim',
            message: 'Happy birthday',
            c_deliveryDate: '2030-01-02',
            amount: 50,
            c_productId: 'VL19002'
        }
        await act(() => api.current.giftCards.add(card))
        expect(calls('createBasket')).toBe(1)
        const stored = platform.state.baskets[0].giftCertificateItems[0]
        expect(stored).toMatchObject({
            ...card,
            recipientEmail: 'sam@example.com',
            recipientName: 'Sam',
            senderName: 'Kim'
        })
        const id = String(stored.giftCertificateItemId)
        await act(() => api.current.giftCards.update(id, {...card, amount: 100}))
        expect(api.current.current.basket?.giftCertificateItems?.[0]?.amount).toBe(100)
        await act(() => api.current.giftCards.remove(id))
        expect(api.current.current.basket?.giftCertificateItems).toEqual([])
    })
})
