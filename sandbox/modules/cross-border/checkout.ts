import type {SandboxContext} from '../../core/context'
import {ApiError, badRequest} from '../../core/errors'
import {parseAddress} from '../baskets/address-input'
import {calculateBasket} from '../baskets/calculate'
import {methodsOfSite} from '../baskets/calculate/shipping'
import {emailField} from '../baskets/input'
import type {BasketRecord, BasketState} from '../baskets/model'
import {convertMinor, knownCurrency, toMajor} from '../baskets/money'
import {findBasket, inWriteTransaction, saveBasket} from '../baskets/store'
import {createOrderPayment, failOrder, placeOrder} from '../orders'
import {fullCardOf, maskFullCard} from '../payments/card-input'
import {CARD_METHOD} from '../payments/methods'
import {findSharedBasket, ownerOfToken, recordSharedOrder, type SharedBasket} from './sessions'

/**
 * The cross-border checkout: the provider takes the shopper's address and card on its own page, then places
 * the order through the platform's order logic (same validation, stock, numbering and payment simulator) with
 * the provider's delivery method and the shopper's country and currency recorded on the order.
 */
export interface CheckoutSession {
    shared: SharedBasket
    record: BasketRecord
    country: string
    currency: string
}

const sessionError = () =>
    badRequest(
        'This checkout link has expired or is not valid. Return to the shop and try again.',
        'invalid-checkout-session'
    )

export const openSession = (ctx: SandboxContext, params: Record<string, unknown>): CheckoutSession => {
    const token = typeof params.merchantToken === 'string' ? params.merchantToken : ''
    const uuid = typeof params.basketUUID === 'string' ? params.basketUUID : ''
    const owner = token && token.length < 100 ? ownerOfToken(ctx, token) : undefined
    const shared = uuid && uuid.length < 100 ? findSharedBasket(ctx, uuid) : undefined
    if (!owner || !shared || shared.customerId !== owner.customerId || shared.siteId !== owner.siteId)
        throw sessionError()
    const record = findBasket(ctx, shared.basketId)
    if (!record || record.status !== 'open' || record.customerId !== owner.customerId) throw sessionError()
    const country =
        typeof params.glCountry === 'string' && /^[A-Z]{2}$/.test(params.glCountry)
            ? params.glCountry
            : shared.country
    const currency =
        typeof params.glCurrency === 'string' && knownCurrency(params.glCurrency)
            ? params.glCurrency
            : shared.currency
    return {shared, record, country, currency}
}

const crossBorderMethod = (siteId: string) => methodsOfSite(siteId).find((method) => method.crossBorderOnly)

/** The basket as it will be ordered: provider delivery to the shopper's country. */
export const draftState = (session: CheckoutSession, fields: Record<string, unknown> = {}): BasketState => {
    const state = structuredClone(session.record.state)
    const [shipment] = state.shipments
    shipment.custom = {...shipment.custom, c_crossBorder: true}
    shipment.shippingMethodId = crossBorderMethod(session.record.siteId)?.id
    shipment.shippingAddress = {
        ...(shipment.shippingAddress ?? {}),
        ...parseAddress({...fields, countryCode: session.country}, 'address'),
        countryCode: session.country
    }
    return state
}

export const quote = (ctx: SandboxContext, session: CheckoutSession, state: BasketState) => {
    const calculated = calculateBasket(ctx, session.record, undefined, state)
    const inLocal = (minor: number) =>
        toMajor(convertMinor(minor, calculated.currency, session.currency), session.currency)
    return {
        calculated,
        lines: calculated.items.map((item) => ({
            name: item.source?.name ?? item.stored.productId,
            quantity: item.stored.quantity,
            price: inLocal(item.priceAfterOrderDiscount)
        })),
        subtotal: inLocal(calculated.productTotal),
        shipping: inLocal(calculated.shippingTotal ?? 0),
        total: inLocal(calculated.orderTotal)
    }
}

const text = (form: Record<string, unknown>, key: string) =>
    typeof form[key] === 'string' ? (form[key] as string).trim() : ''

/** Places and pays the order; a refused card fails it again (the shopper keeps their basket). */
export const placeCrossBorderOrder = (
    ctx: SandboxContext,
    session: CheckoutSession,
    form: Record<string, unknown>
) =>
    inWriteTransaction(ctx, () => {
        const address = {
            firstName: text(form, 'firstName'),
            lastName: text(form, 'lastName'),
            address1: text(form, 'address1'),
            city: text(form, 'city'),
            postalCode: text(form, 'postalCode'),
            phone: text(form, 'phone')
        }
        const state = draftState(session, address)
        state.customerEmail = emailField(form, 'email', true)
        state.billingAddress = structuredClone(state.shipments[0].shippingAddress)
        const [month, year] = text(form, 'expiry')
            .split('/')
            .map((part) => part.trim())
        const cardBody = {
            paymentCard: {
                number: text(form, 'cardNumber'),
                expirationMonth: month,
                expirationYear: year,
                securityCode: text(form, 'securityCode'),
                holder: `${address.firstName} ${address.lastName}`.trim()
            }
        }
        const card = fullCardOf(cardBody, ctx.clock.now())
        if (!card) throw badRequest('Enter the card number.', 'invalid-payment-card')
        state.paymentInstruments = state.paymentInstruments.filter((pi) => pi.giftCertificateCode)
        state.paymentInstruments.push({
            paymentInstrumentId: 'cross-border-card',
            paymentMethodId: CARD_METHOD,
            paymentCard: maskFullCard(card),
            custom: {}
        })
        const saved = saveBasket(ctx, session.record, state, session.record.usid)
        const preview = quote(ctx, {...session, record: saved}, saved.state)
        const order = placeOrder(ctx, {customerId: saved.customerId, siteId: saved.siteId}, saved.basketId, {
            custom: {
                c_isGlobalEOrder: true,
                c_glCountry: session.country,
                c_glCurrency: session.currency,
                c_glOrderTotal: preview.total,
                c_glBasketUUID: session.shared.basketUUID
            }
        })
        const paid = createOrderPayment(ctx, order, cardBody)
        if (paid.status !== 'new') {
            failOrder(ctx, paid)
            return {refused: String(paid.document.c_refusalReason ?? 'Refused')}
        }
        recordSharedOrder(ctx, session.shared.basketUUID, paid.orderNo)
        return {orderNo: paid.orderNo}
    })

export const messageOf = (error: unknown) =>
    error instanceof ApiError ? error.detail : 'Something went wrong. Please try again.'
