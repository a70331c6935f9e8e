import type {Router} from 'express'
import {requireShopperRequest} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest, forbidden} from '../../core/errors'
import {basketCall, basketRoute, mutateBasket, ownBasket, sendBasket} from './access'
import {calculateBasket} from './calculate'
import {basketDocument} from './document'
import {newBasketId} from './ids'
import {amountField, invalid, mergeCustom, requireBody} from './input'
import {addItems, parseItemList} from './items'
import {emptyBasketState, type BasketState} from './model'
import {knownCurrency, toMinor} from './money'
import {deleteBasketRow, inWriteTransaction, insertBasket, openBasketsOf, quotaExceeded} from './store'
import {applyCustomerInfo} from './customer'

const CATALOGUE_CURRENCIES = ['GBP', 'USD', 'EUR', 'AUD']
const ORDER_TYPES = ['web', 'app - iOS', 'app - Android']
const MAX_DONATION = 500

const currencyOf = (value: unknown) => {
    if (
        typeof value !== 'string' ||
        !CATALOGUE_CURRENCIES.includes(value.toUpperCase()) ||
        !knownCurrency(value.toUpperCase())
    ) {
        throw badRequest(
            `The currency '${String(value).slice(0, 10)}' is not supported.`,
            'invalid-currency',
            'Invalid Currency'
        )
    }
    return value.toUpperCase()
}

/** Basket-level fields of PATCH /baskets/{id} (and of the create body). */
export const applyBasketFields = (state: BasketState, body: Record<string, unknown>) => {
    if (body.currency !== undefined) state.currency = currencyOf(body.currency)
    if (
        body.c_orderType !== undefined &&
        body.c_orderType !== null &&
        !ORDER_TYPES.includes(String(body.c_orderType))
    ) {
        throw invalid(`c_orderType must be one of: ${ORDER_TYPES.join(', ')}.`)
    }
    if (body.c_donation !== undefined) {
        const value = body.c_donation
        if (value === null || value === false || value === 0 || value === '0' || value === '')
            delete state.donation
        else state.donation = toMinor(amountField(value, 'c_donation', MAX_DONATION), state.currency)
        if (state.donation === 0) delete state.donation
    }
    state.custom = mergeCustom(state.custom, body, ['c_donation'])
}

export const basketRoutes = (router: Router, ctx: SandboxContext) => {
    basketRoute(router, 'post', '', (req, res) => {
        const call = basketCall(ctx, req)
        if (req.query.temporary === 'true') {
            throw badRequest(
                'Temporary baskets are not available in the sandbox.',
                'temporary-baskets-not-supported'
            )
        }
        const body = requireBody(req.body, 'Basket')
        const state = emptyBasketState(call.site.currency)
        applyBasketFields(state, body)
        if (body.customerInfo !== undefined)
            applyCustomerInfo(state, requireBody(body.customerInfo, 'customerInfo'))
        const items =
            body.productItems !== undefined
                ? parseItemList(body.productItems, "The field 'productItems'")
                : []
        const record = inWriteTransaction(ctx, () => {
            if (openBasketsOf(ctx, call.shopper.customerId, call.site.id).length) throw quotaExceeded()
            const draft = {
                basketId: newBasketId(),
                customerId: call.shopper.customerId,
                usid: call.shopper.usid,
                registered: call.shopper.registered,
                siteId: call.site.id,
                state
            }
            if (items.length) addItems(ctx, state, items, draft, call.locale)
            return insertBasket(ctx, draft)
        })
        sendBasket(ctx, res, record, call.locale)
    })

    basketRoute(router, 'get', '/:basketId', (req, res) => {
        const call = basketCall(ctx, req)
        sendBasket(ctx, res, ownBasket(ctx, call, req.params.basketId), call.locale)
    })

    basketRoute(router, 'delete', '/:basketId', (req, res) => {
        const call = basketCall(ctx, req)
        inWriteTransaction(ctx, () => {
            ownBasket(ctx, call, req.params.basketId)
            deleteBasketRow(ctx, req.params.basketId)
        })
        res.status(204).end()
    })

    basketRoute(router, 'patch', '/:basketId', (req, res) => {
        const body = requireBody(req.body, 'Basket')
        mutateBasket(ctx, req, res, (state) => applyBasketFields(state, body))
    })

    // getCustomerBaskets: guests and registered shoppers read their own open basket(s) through the customer API.
    router.get(
        '/customer/shopper-customers/v1/organizations/:organizationId/customers/:customerId/baskets',
        (req, res) => {
            const {shopper, site} = requireShopperRequest(ctx, req)
            if (shopper.customerId !== req.params.customerId) {
                throw forbidden("The customer ID in the path does not match the shopper's access token.")
            }
            const locale = typeof req.query.locale === 'string' ? req.query.locale : undefined
            const baskets = openBasketsOf(ctx, shopper.customerId, site.id).map((record) =>
                basketDocument(
                    calculateBasket(
                        ctx,
                        record,
                        locale && /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : undefined
                    )
                )
            )
            res.set('Cache-Control', 'private, no-store').json({baskets, total: baskets.length})
        }
    )
}
