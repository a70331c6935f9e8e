import {rest} from 'msw'
import {tokenIdentity} from '../token-claims'
import type {FakeState} from './fake-state'

const groupsOf = (state: FakeState, authorization: string | null) => {
    const identity = tokenIdentity((authorization ?? '').replace(/^Bearer\s+/i, ''))
    const customer = identity.registered
        ? state.customers.find((candidate) => candidate.customerId === identity.customerId)
        : undefined
    return customer?.groups ?? ['Everyone']
}

export const TRACKED_ORDER = {
    orderNo: 'VL00010001',
    orderDate: '2026-01-10T10:00:00Z',
    status: 'Dispatched',
    statusCode: 'dispatched',
    shipments: [
        {
            shipmentId: 'me',
            deliveryType: 'DELIVER',
            shippingMethod: 'Standard delivery',
            status: 'Dispatched',
            statusCode: 'dispatched',
            carrier: 'Royal Mail',
            trackingNumber: 'VT123',
            trackingUrl: 'https://tracking.carrier.example/royal-mail/VT123',
            items: [{productId: 'M1_black_8', productName: 'Sculpt <b>Leggings</b>', quantity: 2}]
        }
    ]
}

/** The storefront controllers of the login sequence, plus the basket merge it triggers. */
export const controllerHandlers = (state: FakeState) => [
    rest.post('*/PWA-SyncBraze', (_req, res, ctx) => {
        state.calls.push('PWA-SyncBraze')
        return res(ctx.json({success: true}))
    }),
    rest.post('*/PWA-UpdateProfileApi', async (req, res, ctx) => {
        const form = new URLSearchParams(await req.text())
        state.calls.push(
            `PWA-UpdateProfileApi${form.has('optIn') ? ` optIn=${form.get('optIn') ?? ''}` : ''}`
        )
        return res(
            ctx.json({success: true, customerGroups: groupsOf(state, req.headers.get('authorization'))})
        )
    }),
    rest.get('*/PWA-GetCustomerGroups', (req, res, ctx) => {
        state.calls.push('PWA-GetCustomerGroups')
        state.controllerQueries.push({
            endpoint: 'PWA-GetCustomerGroups',
            params: Object.fromEntries(req.url.searchParams)
        })
        const groups = groupsOf(state, req.headers.get('authorization'))
        return res(ctx.json({sfGroups: groups, dlGroups: groups.filter((group) => group !== 'Everyone')}))
    }),
    rest.get('*/PWA-SetContext', (req, res, ctx) => {
        state.calls.push('PWA-SetContext')
        state.controllerQueries.push({
            endpoint: 'PWA-SetContext',
            params: Object.fromEntries(req.url.searchParams)
        })
        return res(ctx.json({success: true, token: 'context-token', usid: req.url.searchParams.get('uuid')}))
    }),
    rest.get('*/PWA-UpdateContext', (req, res, ctx) => {
        state.calls.push('PWA-UpdateContext')
        state.controllerQueries.push({
            endpoint: 'PWA-UpdateContext',
            params: Object.fromEntries(req.url.searchParams)
        })
        return res(
            ctx.json({success: true, customerGroups: groupsOf(state, req.headers.get('authorization'))})
        )
    }),
    rest.get(
        '*/custom-object/shopper-custom-objects/v1/organizations/:org/custom-objects/:type/:key',
        (req, res, ctx) => {
            state.calls.push(`tracking ${req.url.searchParams.get('orderId') ?? ''}`)
            if (req.url.searchParams.get('orderId') !== 'VL00010001')
                return res(
                    ctx.status(404),
                    ctx.json({type: 't', title: 'Order Not Found', detail: 'No such order.'})
                )
            return res(ctx.json({c_result: TRACKED_ORDER}))
        }
    ),
    rest.post('*/checkout/shopper-baskets/v2/organizations/:org/baskets/actions/merge', (_req, res, ctx) => {
        state.calls.push('mergeBasket')
        if (state.guestBaskets.size === 0)
            return res(
                ctx.status(409),
                ctx.json({type: 'x', title: 'No Basket To Merge', detail: 'Nothing to merge.'})
            )
        return res(
            ctx.json({basketId: 'merged-basket', productItems: [], customerInfo: {customerId: 'cust-alex'}})
        )
    })
]
