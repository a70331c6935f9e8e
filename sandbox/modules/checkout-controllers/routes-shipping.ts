import {localisedShippingMethod} from '../../seed/i18n/commerce-text'
import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {calculateBasket} from '../baskets/calculate'
import {applicableMethods, defaultMethodOf, methodPrice} from '../baskets/calculate/shipping'
import {toMajor, toMinor} from '../baskets/money'
import {patchShipment} from '../baskets/shipments'
import {controllerPath} from '../shell-controllers'
import {changeCurrentBasket, controllerCall, currentBasket, requireShopperCall} from './session'

const code = (req: Request, name: string, pattern: RegExp) => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string' || !pattern.test(value))
        throw badRequest(`The parameter '${name}' is not valid.`)
    return value
}

const DELIVERY_OPTIONS: Record<string, 'COLLECT' | 'DELIVER'> = {
    COLLECT: 'COLLECT',
    DELIVER: 'DELIVER',
    clickAndCollect: 'COLLECT',
    deliverToAddress: 'DELIVER'
}

export const shippingControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // Delivery options and prices for a country/postcode before an address is entered (basket-aware when a
    // token is sent: free-delivery thresholds apply to the shopper's basket).
    router.get(controllerPath('COShipping-GetPreCalculatedShippingMethods'), (req, res) => {
        const call = controllerCall(ctx, req)
        const countryCode = (code(req, 'countryCode', /^[A-Za-z]{2}$/) ?? call.site.country).toUpperCase()
        const postalCode = code(req, 'postalCode', /^[A-Za-z0-9 -]{1,12}$/)
        const record = currentBasket(ctx, call)
        const calculated = record ? calculateBasket(ctx, record, call.locale) : undefined
        const currency = record?.state.currency ?? call.site.currency
        const methods = applicableMethods(call.site, {countryCode, postalCode})
        const subtotal = calculated?.productSubTotal ?? 0
        res.set('Cache-Control', 'no-store').json({
            success: true,
            countryCode,
            ...(postalCode ? {postalCode} : {}),
            currencyCode: currency,
            applicableShippingMethods: methods.map((method) => {
                const base = methodPrice(method, call.site, currency)
                const free = calculated?.freeShipping.get(method.id)
                const freeOver =
                    method.freeOver === undefined ? undefined : toMinor(method.freeOver, call.site.currency)
                const text = localisedShippingMethod(method, call.locale)
                return {
                    id: method.id,
                    name: text.name,
                    description: text.description,
                    price: toMajor(free ? 0 : base, currency),
                    c_basePrice: toMajor(base, currency),
                    c_estimatedArrivalTime: text.estimatedArrivalTime,
                    c_storePickupEnabled: Boolean(method.storePickup),
                    ...(freeOver !== undefined
                        ? {
                              c_freeShippingThreshold: method.freeOver,
                              c_amountToFreeShipping: toMajor(Math.max(0, freeOver - subtotal), currency)
                          }
                        : {})
                }
            }),
            ...(defaultMethodOf(methods) ? {defaultShippingMethodId: defaultMethodOf(methods)?.id} : {}),
            ...(record?.state.shipments[0]?.shippingMethodId
                ? {selectedShippingMethodId: record.state.shipments[0].shippingMethodId}
                : {}),
            deliverable: methods.length > 0
        })
    })

    // Marks the basket as in checkout and records the delivery choice (and the shop for click and collect).
    router.get(controllerPath('PWA-SetCheckoutProccess'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const flag = code(req, 'isCheckoutProcess', /^(true|false)$/)
        const option = code(req, 'selectedDeliveryOption', /^[A-Za-z]{1,20}$/)
        const storeId = code(req, 'storeid', /^[a-z0-9-]{1,60}$/)
        if (option && !DELIVERY_OPTIONS[option])
            throw badRequest('selectedDeliveryOption must be COLLECT or DELIVER.')
        const saved = changeCurrentBasket(ctx, call, (state) => {
            if (flag) state.custom.c_isCheckoutProcess = flag === 'true'
            if (option || storeId) {
                patchShipment(
                    state.shipments[0],
                    {
                        ...(option ? {c_selectedDeliveryOption: DELIVERY_OPTIONS[option]} : {}),
                        ...(storeId && DELIVERY_OPTIONS[option ?? 'COLLECT'] === 'COLLECT'
                            ? {c_ClickandCollectStoreID: storeId}
                            : {})
                    },
                    call.site
                )
            }
        })
        const shipment = saved.state.shipments[0]
        res.set('Cache-Control', 'no-store').json({
            success: true,
            basketId: saved.basketId,
            isCheckoutProcess: saved.state.custom.c_isCheckoutProcess === true,
            selectedDeliveryOption: shipment.custom.c_selectedDeliveryOption ?? 'DELIVER',
            storeId: shipment.custom.c_ClickandCollectStoreID ?? null
        })
    })
}
