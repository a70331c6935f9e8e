import type {Router} from 'express'
import type {SandboxContext} from '../../../core/context'
import {badRequest, notFound} from '../../../core/errors'
import {CUSTOMER_PATH, requireAccountOwner, sendPrivate} from '../account-guard'
import {expiryOf, invalidCard, parseCard} from './card'
import {
    countPaymentInstruments,
    deletePaymentInstrument,
    findPaymentInstrument,
    insertPaymentInstrument,
    MAX_PAYMENT_INSTRUMENTS,
    updatePaymentInstrument
} from './payment-store'

const INSTRUMENTS = `${CUSTOMER_PATH}/payment-instruments`

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const requireBody = (body: unknown) => {
    if (!isObject(body) || Object.keys(body).length === 0)
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    return body
}

const defaultFlag = (value: unknown) => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'boolean') throw invalidCard('default must be true or false.')
    return value
}

const instrumentNotFound = (id: string) =>
    notFound(
        `No payment instrument with ID '${id}' could be found.`,
        'payment-instrument-not-found',
        'Payment Instrument Not Found'
    )

/** Saved cards (`/customers/{customerId}/payment-instruments[/{paymentInstrumentId}]`), credit cards only. */
export const paymentInstrumentRoutes = (router: Router, ctx: SandboxContext) => {
    router.post(INSTRUMENTS, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const body = requireBody(req.body)
        const paymentMethodId = body.paymentMethodId ?? 'CREDIT_CARD'
        if (paymentMethodId !== 'CREDIT_CARD')
            throw invalidCard("Only the payment method 'CREDIT_CARD' can be saved to an account.")
        const card = parseCard(body.paymentCard, ctx.clock.now())
        const isDefault = defaultFlag(body.default) ?? false
        if (countPaymentInstruments(ctx, customer.customerId) >= MAX_PAYMENT_INSTRUMENTS)
            throw badRequest(
                `A customer can save at most ${MAX_PAYMENT_INSTRUMENTS} payment instruments.`,
                'quota-exceeded',
                'Quota Exceeded'
            )
        const id = insertPaymentInstrument(ctx, customer.customerId, {paymentMethodId, card, isDefault})
        sendPrivate(res, findPaymentInstrument(ctx, customer.customerId, id))
    })

    router.get(`${INSTRUMENTS}/:paymentInstrumentId`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const instrument = findPaymentInstrument(ctx, customer.customerId, req.params.paymentInstrumentId)
        if (!instrument) throw instrumentNotFound(req.params.paymentInstrumentId)
        sendPrivate(res, instrument)
    })

    // Only the default flag and the expiry can change (the platform's CustomerPaymentInstrumentUpdateRequest).
    router.patch(`${INSTRUMENTS}/:paymentInstrumentId`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const id = req.params.paymentInstrumentId
        if (!findPaymentInstrument(ctx, customer.customerId, id)) throw instrumentNotFound(id)
        const body = requireBody(req.body)
        const isDefault = defaultFlag(body.default)
        const expiry = isObject(body.paymentCard) ? expiryOf(body.paymentCard, ctx.clock.now()) : undefined
        updatePaymentInstrument(ctx, customer.customerId, id, {
            ...(isDefault !== undefined ? {isDefault} : {}),
            ...(expiry ? {expiry} : {})
        })
        sendPrivate(res, findPaymentInstrument(ctx, customer.customerId, id))
    })

    router.delete(`${INSTRUMENTS}/:paymentInstrumentId`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        if (!deletePaymentInstrument(ctx, customer.customerId, req.params.paymentInstrumentId))
            throw instrumentNotFound(req.params.paymentInstrumentId)
        res.set('Cache-Control', 'private, no-store').status(204).end()
    })
}
