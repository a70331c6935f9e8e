import {rest, type ResponseComposition, type ResponseResolver, type RestContext, type RestRequest} from 'msw'
import {tokenIdentity} from '../../session/token-claims'
import {basketDocument, nextBasketId, type FakeBasket, type FakeBasketState} from './fake-basket-state'

const BASKETS = '*/checkout/shopper-baskets/v2/organizations/:org/baskets'
const problem = (title: string, detail: string, extra: Record<string, unknown> = {}) => ({
    type: `https://example.test/${title.replace(/\s/g, '-').toLowerCase()}`,
    title,
    detail,
    ...extra
})

type Handler = ResponseResolver<RestRequest, RestContext>

const shopperOf = (req: RestRequest) =>
    tokenIdentity((req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')).customerId ?? ''

const bodyOf = async (req: RestRequest): Promise<Record<string, unknown>> => {
    const text = await req.text()
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/** Shopper Baskets v2, the customer's basket list, products by id and orders, over the in-memory state. */
export const basketHandlers = (state: FakeBasketState) => {
    const send = (res: ResponseComposition, ctx: RestContext, basket: FakeBasket) =>
        res(ctx.json(basketDocument(state, basket)))
    const withBasket =
        (
            name: string,
            change: (basket: FakeBasket, body: Record<string, unknown>, req: RestRequest) => unknown
        ): Handler =>
        async (req, res, ctx) => {
            state.calls.push(name)
            const basket = state.baskets.find((candidate) => candidate.basketId === req.params.basketId)
            if (!basket)
                return res(
                    ctx.status(404),
                    ctx.json(
                        problem(
                            'Basket Not Found',
                            `No basket with ID '${String(req.params.basketId)}' could be found.`
                        )
                    )
                )
            const refusal = change(basket, req.method === 'DELETE' ? {} : await bodyOf(req), req)
            if (refusal) return res(ctx.status(400), ctx.json(refusal))
            return send(res, ctx, basket)
        }

    return [
        rest.get(
            '*/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets',
            (req, res, ctx) => {
                state.calls.push('getCustomerBaskets')
                const baskets = state.baskets
                    .filter((basket) => basket.listedFor === req.params.customerId)
                    .map((basket) => basketDocument(state, basket))
                return res(ctx.json({baskets, total: baskets.length}))
            }
        ),
        rest.post(BASKETS, async (req, res, ctx) => {
            state.calls.push('createBasket')
            const body = await bodyOf(req)
            const customerId = shopperOf(req)
            // A basket that only appeared in this shopper's list by mistake leaves it once they get their own.
            for (const stale of state.baskets)
                if (stale.listedFor === customerId && stale.customerInfo.customerId !== customerId)
                    stale.listedFor = stale.customerInfo.customerId
            if (
                state.baskets.some(
                    (basket) =>
                        basket.customerInfo.customerId === customerId && basket.listedFor === customerId
                )
            )
                return res(
                    ctx.status(400),
                    ctx.json(problem('Customer Baskets Quota Exceeded', 'You already have a basket.'))
                )
            const basket: FakeBasket = {
                basketId: nextBasketId(state, 'basket'),
                listedFor: customerId,
                currency: typeof body.currency === 'string' ? body.currency : 'GBP',
                customerInfo: {customerId},
                productItems: [],
                giftCertificateItems: [],
                couponItems: [],
                shipments: [{shipmentId: 'me'}],
                donation: 0
            }
            state.baskets.push(basket)
            return send(res, ctx, basket)
        }),
        rest.patch(
            `${BASKETS}/:basketId`,
            withBasket('updateBasket', (basket, body) => {
                if (typeof body.currency === 'string') basket.currency = body.currency
                if (body.c_donation !== undefined) basket.donation = Number(body.c_donation) || 0
            })
        ),
        rest.post(
            `${BASKETS}/:basketId/items`,
            withBasket('addItems', (basket, body) => {
                for (const item of body as unknown as Record<string, unknown>[]) {
                    const existing = basket.productItems.find((line) => line.productId === item.productId)
                    if (existing) existing.quantity = Number(existing.quantity) + Number(item.quantity)
                    else basket.productItems.push({...item, itemId: nextBasketId(state, 'item')})
                }
            })
        ),
        rest.patch(
            `${BASKETS}/:basketId/items/:itemId`,
            withBasket('updateItem', (basket, body, req) => {
                const line = basket.productItems.find((item) => item.itemId === req.params.itemId)
                if (!line) return problem('Item Not Found', 'That item is not in the basket.')
                if (Number(body.quantity) > 5)
                    return problem('Quantity Too High', 'You can buy at most 5 of this item.')
                Object.assign(line, body)
                return undefined
            })
        ),
        rest.delete(
            `${BASKETS}/:basketId/items/:itemId`,
            withBasket('removeItem', (basket, _body, req) => {
                basket.productItems = basket.productItems.filter((item) => item.itemId !== req.params.itemId)
            })
        ),
        rest.post(
            `${BASKETS}/:basketId/coupons`,
            withBasket('addCoupon', (basket, body) => {
                const code = String(body.code ?? '').toUpperCase()
                const status = state.coupons[code]
                if (!status)
                    return problem('Invalid Coupon Item', `The coupon code '${code}' is not valid.`, {
                        statusCode: 'coupon_code_unknown'
                    })
                basket.couponItems.push({
                    couponItemId: nextBasketId(state, 'coupon'),
                    code,
                    statusCode: status
                })
                return undefined
            })
        ),
        rest.delete(
            `${BASKETS}/:basketId/coupons/:couponItemId`,
            withBasket('removeCoupon', (basket, _body, req) => {
                basket.couponItems = basket.couponItems.filter(
                    (coupon) => coupon.couponItemId !== req.params.couponItemId
                )
            })
        ),
        rest.post(
            `${BASKETS}/:basketId/gift-certificate-items`,
            withBasket('addGiftCertificate', (basket, body) => {
                basket.giftCertificateItems.push({...body, giftCertificateItemId: nextBasketId(state, 'gc')})
            })
        ),
        rest.patch(
            `${BASKETS}/:basketId/gift-certificate-items/:itemId`,
            withBasket('updateGiftCertificate', (basket, body, req) => {
                const item = basket.giftCertificateItems.find(
                    (line) => line.giftCertificateItemId === req.params.itemId
                )
                if (item) Object.assign(item, body)
            })
        ),
        rest.delete(
            `${BASKETS}/:basketId/gift-certificate-items/:itemId`,
            withBasket('removeGiftCertificate', (basket, _body, req) => {
                basket.giftCertificateItems = basket.giftCertificateItems.filter(
                    (line) => line.giftCertificateItemId !== req.params.itemId
                )
            })
        ),
        rest.put(
            `${BASKETS}/:basketId/customer`,
            withBasket('PUT customer', (basket, body) => {
                basket.customerInfo.email = String(body.email)
            })
        ),
        rest.put(
            `${BASKETS}/:basketId/shipments/:shipmentId/shipping-address`,
            withBasket('PUT shipping address', (basket, body) => {
                basket.shipments[0].shippingAddress = Object.keys(body).length ? body : undefined
            })
        ),
        rest.patch(
            '*/checkout/shopper-orders/v1/organizations/:org/orders/:orderNo',
            async (req, res, ctx) => {
                const body = await bodyOf(req)
                state.calls.push(`PATCH order ${String(req.params.orderNo)} ${String(body.status)}`)
                state.orders.set(String(req.params.orderNo), {status: String(body.status)})
                return res(ctx.json({orderNo: req.params.orderNo, status: body.status}))
            }
        ),
        rest.get('*/product/shopper-products/v1/organizations/:org/products', (req, res, ctx) => {
            const ids = (req.url.searchParams.get('ids') ?? '').split(',').filter(Boolean)
            const data = ids
                .filter((id) => state.products.has(id) && !state.gone.has(id))
                .map((id) => {
                    const product = state.products.get(id) as NonNullable<
                        ReturnType<typeof state.products.get>
                    >
                    return {
                        id,
                        name: product.name,
                        master: {masterId: product.masterId},
                        variationValues: {color: product.colour, size: product.size},
                        variationAttributes: [
                            {
                                id: 'color',
                                name: 'Colour',
                                values: [
                                    {
                                        value: product.colour,
                                        name: `${product.colour ?? ''}`.replace(/^./, (c) => c.toUpperCase())
                                    }
                                ]
                            },
                            {id: 'size', name: 'Size', values: [{value: product.size, name: product.size}]}
                        ],
                        imageGroups: [
                            {
                                viewType: 'small',
                                images: [{link: `https://images.example/${id}.jpg`, alt: product.name}]
                            }
                        ]
                    }
                })
            return res(ctx.json({data, limit: data.length, total: data.length}))
        }),
        rest.get('*/PWA-GetPreferences', (_req, res, ctx) =>
            res(ctx.json({giftCardAllowedCountries: state.giftCardCountries}))
        ),
        rest.get('*/PWA-GetContentAssetsJSON', (req, res, ctx) => {
            state.calls.push(`content assets ${req.url.searchParams.get('contentAssetsIDs') ?? ''}`)
            return res(ctx.json({assets: {'gift-card-terms': '<p>Gift cards are valid for 24 months.</p>'}}))
        }),
        rest.get('*/COBilling-GetGiftCertificateBalance', (req, res, ctx) => {
            state.calls.push(`balance ${req.headers.get('x-recaptcha-token') ?? 'no-token'}`)
            if (req.headers.get('x-recaptcha-token') !== 'vela-sandbox-recaptcha-pass')
                return res(
                    ctx.status(403),
                    ctx.json(problem('Recaptcha Failed', 'Recaptcha token is missing.'))
                )
            const found = state.balances[req.url.searchParams.get('giftCertificateID') ?? '']
            if (!found)
                return res(
                    ctx.status(404),
                    ctx.json(
                        problem(
                            'Gift Certificate Not Found',
                            'We could not find a gift card with this number.'
                        )
                    )
                )
            return res(ctx.json(found))
        })
    ]
}
