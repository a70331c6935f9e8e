import type {Request, Response, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {calculateBasket} from '../baskets/calculate'
import {isRecord} from '../baskets/input'
import type {BasketRecord} from '../baskets/model'
import {isMethodApplicable} from '../payments/availability'
import {APPLE_PAY_METHOD} from '../payments/methods'
import {controllerPath} from '../shell-controllers'
import {authorizeApplePay, merchantSession} from './apple-pay-payment'
import {draftWith, isPickup, sheetSummary} from './apple-pay-sheet'
import {endSession, readSession, updateSession, writeSession} from './apple-pay-session'
import {currentBasket, requireShopperCall} from './session'

/**
 * The Apple Pay controllers (spec 000 §7: cancel, request, shipping contact, payment method, validate
 * merchant, payment authorized, prepare basket, shipping method), under the platform's system controller
 * names. They work on the shopper's current basket (SLAS token required):
 *
 *   GET  __SYSTEM__ApplePay-GetRequest                → {request: ApplePayPaymentRequest, basketId}
 *   POST __SYSTEM__ApplePay-PrepareBasket             → {success, basketId} (starts a fresh sheet session)
 *   POST __SYSTEM__ApplePay-ValidateMerchant          {validationURL, hostname} → {session}
 *   POST __SYSTEM__ApplePay-ShippingContactSelected   {shippingContact} → {newTotal, newLineItems, newShippingMethods, errors?}
 *   POST __SYSTEM__ApplePay-ShippingMethodSelected    {shippingMethod: {identifier}} → {newTotal, newLineItems}
 *   POST __SYSTEM__ApplePay-PaymentMethodSelected     {paymentMethod: {network, type}} → {newTotal, newLineItems}
 *   POST __SYSTEM__ApplePay-PaymentAuthorized         {payment} → {status: 0, orderNo} | {status: 1, errors}
 *   POST __SYSTEM__ApplePay-Cancel                    → {success} (the sheet's picks are dropped; basket untouched)
 */
const NETWORKS = ['visa', 'masterCard', 'amex', 'discover']
const APPLE_GATEWAY = /(^|\.)apple\.com$/i

const path = (name: string) => controllerPath(`__SYSTEM__ApplePay-${name}`)

const bodyOf = (req: Request): Record<string, unknown> => (isRecord(req.body) ? req.body : {})

const send = (res: Response, body: unknown) => res.set('Cache-Control', 'no-store').json(body)

export const applePayRoutes = (router: Router, ctx: SandboxContext) => {
    /** The shopper's basket, payable with Apple Pay on this site. */
    const payableBasket = (req: Request) => {
        const call = requireShopperCall(ctx, req)
        const record = currentBasket(ctx, call)
        if (!record) throw notFound('The shopper has no basket.', 'basket-not-found', 'Basket Not Found')
        const calculated = calculateBasket(ctx, record, call.locale)
        if (!calculated.items.length && !calculated.giftCertificateItems.length)
            throw badRequest('The basket is empty.', 'empty-basket', 'Empty Basket')
        if (!isMethodApplicable(ctx, calculated, APPLE_PAY_METHOD))
            throw badRequest(
                'Apple Pay is not available on this site.',
                'payment-method-not-applicable',
                'Payment Method Not Applicable'
            )
        return {call, record}
    }

    const summary = (record: BasketRecord, locale: string) => {
        const {calculated: _calculated, ...sheet} = sheetSummary(
            ctx,
            record,
            draftWith(ctx, record, readSession(ctx, record.basketId)),
            locale
        )
        return sheet
    }

    router.get(path('GetRequest'), (req, res) => {
        const {call, record} = payableBasket(req)
        const pickup = isPickup(record.state.shipments[0])
        const sheet = summary(record, call.locale)
        send(res, {
            basketId: record.basketId,
            request: {
                countryCode: call.site.country,
                currencyCode: record.state.currency,
                merchantCapabilities: ['supports3DS'],
                supportedNetworks: NETWORKS,
                requiredBillingContactFields: ['postalAddress', 'name'],
                requiredShippingContactFields: pickup
                    ? ['name', 'phone', 'email']
                    : ['postalAddress', 'name', 'phone', 'email'],
                shippingType: pickup ? 'storePickup' : 'shipping',
                shippingMethods: sheet.newShippingMethods,
                lineItems: sheet.newLineItems,
                total: sheet.newTotal
            }
        })
    })

    router.post(path('PrepareBasket'), (req, res) => {
        const {record} = payableBasket(req)
        const shipment = record.state.shipments[0]
        writeSession(ctx, record.basketId, {
            ...(shipment?.shippingMethodId ? {shippingMethodId: shipment.shippingMethodId} : {})
        })
        send(res, {success: true, basketId: record.basketId})
    })

    router.post(path('ValidateMerchant'), (req, res) => {
        payableBasket(req)
        const body = bodyOf(req)
        let url: URL | undefined
        try {
            url = typeof body.validationURL === 'string' ? new URL(body.validationURL) : undefined
        } catch {
            url = undefined
        }
        // The platform calls this URL with the merchant certificate: only Apple's own gateways are accepted.
        if (!url || url.protocol !== 'https:' || !APPLE_GATEWAY.test(url.hostname))
            throw badRequest(
                'validationURL must be an Apple Pay gateway address.',
                'invalid-validation-url',
                'Invalid Validation URL'
            )
        const hostname =
            typeof body.hostname === 'string' && /^[a-z0-9.-]{1,253}$/i.test(body.hostname)
                ? body.hostname
                : 'localhost'
        send(res, {session: merchantSession(ctx, hostname)})
    })

    router.post(path('ShippingContactSelected'), (req, res) => {
        const {call, record} = payableBasket(req)
        const contact = isRecord(bodyOf(req).shippingContact)
            ? (bodyOf(req).shippingContact as Record<string, unknown>)
            : {}
        const pick = (name: string) =>
            typeof contact[name] === 'string' ? (contact[name] as string).slice(0, 60) : undefined
        const shippingContact = {
            countryCode: pick('countryCode')?.toUpperCase(),
            postalCode: pick('postalCode'),
            locality: pick('locality'),
            administrativeArea: pick('administrativeArea')
        }
        updateSession(ctx, record.basketId, (state) => ({...state, shippingContact}))
        const sheet = summary(record, call.locale)
        const unserved = !isPickup(record.state.shipments[0]) && sheet.newShippingMethods.length === 0
        send(res, {
            ...sheet,
            ...(unserved
                ? {
                      errors: [
                          {
                              code: 'shippingContactInvalid',
                              contactField: 'countryCode',
                              message: 'We do not deliver to this country from this site.'
                          }
                      ]
                  }
                : {})
        })
    })

    router.post(path('ShippingMethodSelected'), (req, res) => {
        const {call, record} = payableBasket(req)
        const method = bodyOf(req).shippingMethod
        const identifier =
            isRecord(method) && typeof method.identifier === 'string' ? method.identifier : undefined
        const offered = summary(record, call.locale).newShippingMethods
        if (!identifier || !offered.some((candidate) => candidate.identifier === identifier))
            throw badRequest(
                'That delivery method is not available for this address.',
                'invalid-shipping-method',
                'Invalid Shipping Method'
            )
        updateSession(ctx, record.basketId, (state) => ({...state, shippingMethodId: identifier}))
        const {newShippingMethods: _methods, ...sheet} = summary(record, call.locale)
        send(res, sheet)
    })

    router.post(path('PaymentMethodSelected'), (req, res) => {
        const {call, record} = payableBasket(req)
        const method = bodyOf(req).paymentMethod
        const network = isRecord(method) && typeof method.network === 'string' ? method.network : undefined
        if (network && !NETWORKS.some((known) => known.toLowerCase() === network.toLowerCase()))
            throw badRequest('This card network is not accepted.', 'invalid-payment-method')
        updateSession(ctx, record.basketId, (state) => ({...state, ...(network ? {network} : {})}))
        const {newShippingMethods: _methods, ...sheet} = summary(record, call.locale)
        send(res, sheet)
    })

    router.post(path('PaymentAuthorized'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        send(res, authorizeApplePay(ctx, call, currentBasket(ctx, call), bodyOf(req)))
    })

    router.post(path('Cancel'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const record = currentBasket(ctx, call)
        if (record && !readSession(ctx, record.basketId).orderNo) endSession(ctx, record.basketId)
        send(res, {success: true, basketId: record?.basketId ?? null})
    })
}
