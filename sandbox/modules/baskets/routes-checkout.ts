import {localisedShippingMethod} from '../../seed/i18n/commerce-text'
import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {applicablePaymentMethods} from '../payments/availability'
import {basketCall, basketRoute, mutateBasket, ownBasket} from './access'
import {parseAddress} from './address-input'
import {calculateBasket} from './calculate'
import {applicableMethods, defaultMethodOf, methodPrice} from './calculate/shipping'
import {addCoupon, removeCoupon} from './coupons'
import {applyCustomerInfo} from './customer'
import {booleanField, requireBody} from './input'
import {DEFAULT_SHIPMENT_ID} from './model'
import {toMajor} from './money'
import {addPaymentInstrument, removePaymentInstrument, updatePaymentInstrument} from './payment-instruments'
import {findShipment, newShipment, patchShipment, setShippingAddress, setShippingMethod} from './shipments'

/** `?useAsBilling=true` (SCAPI) or `?use_as_billing=true` (the storefront's spelling). */
const flag = (req: Request, ...names: string[]) => {
    for (const name of names) {
        const value = req.query[name]
        if (value !== undefined)
            return booleanField(typeof value === 'string' ? value : undefined, name) ?? false
    }
    return false
}

const QUERY_CODE = /^[A-Za-z0-9 -]{1,12}$/

const optionalQuery = (req: Request, name: string) => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string' || !QUERY_CODE.test(value))
        throw badRequest(`The parameter '${name}' is not valid.`)
    return value
}

export const checkoutRoutes = (router: Router, ctx: SandboxContext) => {
    basketRoute(router, 'put', '/:basketId/customer', (req, res) => {
        const body = requireBody(req.body, 'CustomerInfo')
        mutateBasket(ctx, req, res, (state) => applyCustomerInfo(state, body))
    })

    basketRoute(router, 'put', '/:basketId/billing-address', (req, res) => {
        const address = parseAddress(req.body, 'billingAddress')
        const useAsShipping = flag(req, 'useAsShipping', 'use_as_shipping')
        mutateBasket(ctx, req, res, (state, {call}) => {
            state.billingAddress = address
            if (useAsShipping)
                setShippingAddress(
                    findShipment(state, DEFAULT_SHIPMENT_ID),
                    structuredClone(address),
                    call.site
                )
        })
    })

    basketRoute(router, 'post', '/:basketId/shipments', (req, res) => {
        const body = requireBody(req.body, 'Shipment')
        mutateBasket(ctx, req, res, (state, {call}) => {
            const shipment = newShipment(body, state)
            state.shipments.push(shipment)
            patchShipment(shipment, body, call.site)
        })
    })

    basketRoute(router, 'patch', '/:basketId/shipments/:shipmentId', (req, res) => {
        const body = requireBody(req.body, 'Shipment')
        mutateBasket(ctx, req, res, (state, {call}) =>
            patchShipment(findShipment(state, req.params.shipmentId), body, call.site)
        )
    })

    basketRoute(router, 'delete', '/:basketId/shipments/:shipmentId', (req, res) => {
        mutateBasket(ctx, req, res, (state) => {
            const shipment = findShipment(state, req.params.shipmentId)
            if (shipment.shipmentId === DEFAULT_SHIPMENT_ID)
                throw badRequest('The default shipment cannot be removed.')
            state.shipments = state.shipments.filter((candidate) => candidate !== shipment)
            for (const item of state.productItems) {
                if (item.shipmentId === shipment.shipmentId) item.shipmentId = DEFAULT_SHIPMENT_ID
            }
        })
    })

    basketRoute(router, 'put', '/:basketId/shipments/:shipmentId/shipping-address', (req, res) => {
        const address = parseAddress(req.body, 'shippingAddress')
        const useAsBilling = flag(req, 'useAsBilling', 'use_as_billing')
        mutateBasket(ctx, req, res, (state, {call}) => {
            setShippingAddress(findShipment(state, req.params.shipmentId), address, call.site)
            if (useAsBilling) state.billingAddress = structuredClone(address)
        })
    })

    basketRoute(router, 'put', '/:basketId/shipments/:shipmentId/shipping-method', (req, res) => {
        mutateBasket(ctx, req, res, (state, {call}) =>
            setShippingMethod(findShipment(state, req.params.shipmentId), req.body, call.site)
        )
    })

    // Methods for the shipment's destination (or the one given by c_country/c_postalcode), priced for this basket.
    basketRoute(router, 'get', '/:basketId/shipments/:shipmentId/shipping-methods', (req, res) => {
        const call = basketCall(ctx, req)
        const record = ownBasket(ctx, call, req.params.basketId)
        const shipment = findShipment(record.state, req.params.shipmentId)
        const country = optionalQuery(req, 'c_country')?.toUpperCase()
        const postalCode = optionalQuery(req, 'c_postalcode')
        const destination = {
            countryCode: country ?? shipment.shippingAddress?.countryCode,
            postalCode: postalCode ?? (country ? undefined : shipment.shippingAddress?.postalCode)
        }
        const calculated = calculateBasket(ctx, record, call.locale)
        const methods = applicableMethods(call.site, destination)
        const currency = record.state.currency
        res.set('Cache-Control', 'no-store').json({
            applicableShippingMethods: methods.map((method) => {
                const base = methodPrice(method, call.site, currency)
                const free = calculated.freeShipping.get(method.id)
                const text = localisedShippingMethod(method, call.locale)
                return {
                    id: method.id,
                    name: text.name,
                    description: text.description,
                    price: toMajor(free ? 0 : base, currency),
                    c_basePrice: toMajor(base, currency),
                    c_estimatedArrivalTime: text.estimatedArrivalTime,
                    c_storePickupEnabled: Boolean(method.storePickup),
                    shippingPromotions: free
                        ? [
                              {
                                  promotionId: free.promotionId,
                                  promotionName: free.calloutMsg,
                                  calloutMsg: free.calloutMsg
                              }
                          ]
                        : []
                }
            }),
            ...(defaultMethodOf(methods) ? {defaultShippingMethodId: defaultMethodOf(methods)?.id} : {})
        })
    })

    basketRoute(router, 'get', '/:basketId/payment-methods', (req, res) => {
        const call = basketCall(ctx, req)
        const record = ownBasket(ctx, call, req.params.basketId)
        res.set('Cache-Control', 'no-store').json({
            applicablePaymentMethods: applicablePaymentMethods(ctx, calculateBasket(ctx, record, call.locale))
        })
    })

    basketRoute(router, 'post', '/:basketId/payment-instruments', (req, res) => {
        mutateBasket(ctx, req, res, (state, scope) => addPaymentInstrument(ctx, state, scope, req.body))
    })

    basketRoute(router, 'patch', '/:basketId/payment-instruments/:instrumentId', (req, res) => {
        mutateBasket(ctx, req, res, (state) =>
            updatePaymentInstrument(ctx, state, req.params.instrumentId, req.body)
        )
    })

    basketRoute(router, 'delete', '/:basketId/payment-instruments/:instrumentId', (req, res) => {
        mutateBasket(ctx, req, res, (state) => removePaymentInstrument(state, req.params.instrumentId))
    })

    basketRoute(router, 'post', '/:basketId/coupons', (req, res) => {
        mutateBasket(ctx, req, res, (state, {record}) => addCoupon(ctx, state, record, req.body))
    })

    basketRoute(router, 'delete', '/:basketId/coupons/:couponItemId', (req, res) => {
        mutateBasket(ctx, req, res, (state) => removeCoupon(state, req.params.couponItemId))
    })
}
