import crypto from 'crypto'
import type {Shopper} from '../../core/auth'
import type {SandboxContext, SandboxSite} from '../../core/context'
import {ApiError, badRequest} from '../../core/errors'
import {parseAddress} from '../baskets/address-input'
import {applyCustomerInfo} from '../baskets/customer'
import {isRecord} from '../baskets/input'
import type {BasketRecord, BasketState, StoredAddress} from '../baskets/model'
import {newLineId} from '../baskets/ids'
import {findBasket, inWriteTransaction, saveBasket} from '../baskets/store'
import {placeOrder} from '../orders/create-order'
import {applyResult} from '../orders/payment'
import {failOrder} from '../orders/settle'
import {findOrder} from '../orders/store'
import {maskNumber, normaliseBrand} from '../payments/cards'
import {APPLE_PAY_METHOD, isGiftCertificateMethod} from '../payments/methods'
import {authorise} from '../payments/simulator'
import {draftWith, isPickup} from './apple-pay-sheet'
import {paidTransaction, readSession, writeSession} from './apple-pay-session'

/**
 * Apple Pay's payment authorisation (ApplePay-PaymentAuthorized): the sheet's contacts become the basket's
 * shipping and billing addresses and email, the Apple Pay instrument replaces whatever paid the rest, the
 * order is placed and the token is charged, all in one write transaction. The sandbox cannot decrypt Apple's
 * token: it charges the card the token's display name describes ("Visa 1111"), with the simulator's rules for
 * stored cards (…0002 refused, …9995 not enough balance; wallet payments are never challenged). A refused
 * payment fails the order and gives the shopper their basket back exactly as it was before the sheet opened.
 */
export const STATUS_SUCCESS = 0
export const STATUS_FAILURE = 1

export interface ApplePayError {
    code: 'shippingContactInvalid' | 'billingContactInvalid' | 'addressUnserviceable' | 'unknown'
    contactField?: string
    message: string
}

export type AuthorisationOutcome =
    | {status: typeof STATUS_SUCCESS; orderNo: string; orderToken?: string}
    | {status: typeof STATUS_FAILURE; errors: ApplePayError[]}

interface Contact {
    givenName?: string
    familyName?: string
    addressLines?: string[]
    locality?: string
    administrativeArea?: string
    postalCode?: string
    countryCode?: string
    phoneNumber?: string
    emailAddress?: string
}

const contactOf = (value: unknown): Contact => (isRecord(value) ? (value as Contact) : {})

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** An Apple Pay contact as an order address (parsed with the platform's address rules). */
const addressOf = (contact: Contact, phone: string | undefined, field: 'shipping' | 'billing') => {
    const country = text(contact.countryCode)?.toUpperCase()
    const lines = Array.isArray(contact.addressLines) ? contact.addressLines.map(text).filter(Boolean) : []
    try {
        return parseAddress(
            {
                firstName: text(contact.givenName),
                lastName: text(contact.familyName),
                address1: lines[0],
                address2: lines[1],
                city: text(contact.locality),
                postalCode: text(contact.postalCode),
                countryCode: country,
                ...(country === 'US' ? {stateCode: text(contact.administrativeArea)?.toUpperCase()} : {}),
                phone
            },
            `${field}Contact`
        )
    } catch (error) {
        throw contactProblem(field, error instanceof ApiError ? error.detail : 'The address is not valid.')
    }
}

class ContactProblem extends Error {
    constructor(readonly error: ApplePayError) {
        super(error.message)
    }
}

const contactProblem = (field: 'shipping' | 'billing', message: string, contactField?: string) =>
    new ContactProblem({
        code: field === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid',
        ...(contactField ? {contactField} : {}),
        message
    })

/** The card behind the token: brand from the network, last digits from the display name. */
const tokenCard = (token: Record<string, unknown>) => {
    const method = isRecord(token.paymentMethod) ? token.paymentMethod : {}
    const data = isRecord(token.paymentData) ? token.paymentData : undefined
    const transaction = text(token.transactionIdentifier)
    if (!data || typeof data.data !== 'string' || typeof data.version !== 'string' || !transaction)
        throw badRequest(
            'The Apple Pay payment token is incomplete.',
            'invalid-payment-token',
            'Invalid Token'
        )
    if (transaction.length > 200 || data.data.length > 20000)
        throw badRequest(
            'The Apple Pay payment token is too large.',
            'invalid-payment-token',
            'Invalid Token'
        )
    const brand = normaliseBrand(text(method.network))
    const lastDigits = /(\d{4})\s*$/.exec(text(method.displayName) ?? '')?.[1]
    if (!brand || !lastDigits)
        throw badRequest(
            'This card network is not accepted. Use Visa, Mastercard, American Express or Discover.',
            'invalid-payment-token',
            'Invalid Token'
        )
    return {brand, lastDigits, transaction}
}

/** The basket with the sheet's contacts and pick applied, ready to be ordered. */
const withContacts = (
    ctx: SandboxContext,
    record: BasketRecord,
    payment: Record<string, unknown>,
    site: SandboxSite
): BasketState => {
    const shippingContact = contactOf(payment.shippingContact)
    const billingContact = contactOf(payment.billingContact)
    const phone = text(shippingContact.phoneNumber)
    const session = readSession(ctx, record.basketId)
    const shipment = record.state.shipments[0]
    const pickup = isPickup(shipment)
    const state = pickup
        ? structuredClone(record.state)
        : draftWith(ctx, record, {...session, shippingContact})
    const target = state.shipments[0]
    if (pickup && target?.shippingAddress) {
        // The collector's name and phone; the address stays the shop's.
        const collector = addressOf(
            {...shippingContact, addressLines: [], postalCode: undefined},
            phone,
            'shipping'
        )
        target.shippingAddress = {
            ...target.shippingAddress,
            ...(collector.firstName ? {firstName: collector.firstName} : {}),
            ...(collector.lastName ? {lastName: collector.lastName} : {}),
            ...(collector.phone ? {phone: collector.phone} : {})
        }
    } else if (target) {
        const address: StoredAddress = addressOf(shippingContact, phone, 'shipping')
        if (address.countryCode && address.countryCode !== target.shippingAddress?.countryCode)
            throw contactProblem(
                'shipping',
                `We do not deliver to ${address.countryCode} from this site.`,
                'countryCode'
            )
        target.shippingAddress = address
        if (!target.shippingMethodId)
            throw new ContactProblem({
                code: 'addressUnserviceable',
                message: `We do not deliver to this address from the ${site.country} site.`
            })
    }
    state.billingAddress = addressOf(billingContact, phone, 'billing')
    const email = text(shippingContact.emailAddress)
    if (email) applyCustomerInfo(state, {email})
    return state
}

const failure = (message: string, code: ApplePayError['code'] = 'unknown'): AuthorisationOutcome => ({
    status: STATUS_FAILURE,
    errors: [{code, message}]
})

export const authorizeApplePay = (
    ctx: SandboxContext,
    call: {site: SandboxSite; locale: string; shopper: Shopper},
    basket: BasketRecord | undefined,
    value: unknown
): AuthorisationOutcome => {
    const payment = isRecord(value) && isRecord(value.payment) ? value.payment : undefined
    if (!payment || !isRecord(payment.token))
        throw badRequest('The request needs the Apple Pay payment (payment.token).', 'invalid-payment-token')
    const card = tokenCard(payment.token)
    const already = paidTransaction(ctx, card.transaction)
    if (already?.orderNo) {
        const order = findOrder(ctx, already.orderNo)
        if (order?.customerId === call.shopper.customerId)
            return {status: STATUS_SUCCESS, orderNo: order.orderNo, orderToken: order.orderToken}
    }
    if (!basket) return failure('There is no basket to pay for.')
    try {
        return inWriteTransaction(ctx, () => {
            const record = findBasket(ctx, basket.basketId)
            if (!record || record.status !== 'open') return failure('This basket has already been ordered.')
            const before = structuredClone(record.state)
            const state = withContacts(ctx, record, payment, call.site)
            state.paymentInstruments = [
                ...state.paymentInstruments.filter((pi) => isGiftCertificateMethod(pi.paymentMethodId)),
                {
                    paymentInstrumentId: newLineId(),
                    paymentMethodId: APPLE_PAY_METHOD,
                    paymentCard: {
                        cardType: card.brand,
                        maskedNumber: maskNumber(card.lastDigits),
                        numberLastDigits: card.lastDigits
                    },
                    custom: {c_applePayTransactionId: card.transaction}
                }
            ]
            saveBasket(ctx, record, state, call.shopper.usid)
            const order = placeOrder(
                ctx,
                {customerId: call.shopper.customerId, siteId: call.site.id},
                record.basketId,
                {locale: call.locale, custom: {c_shippingAddressValidationMethod: 'NONE'}}
            )
            const result =
                order.paymentStatus === 'paid'
                    ? undefined
                    : authorise(ctx, {
                          orderNo: order.orderNo,
                          siteId: order.siteId,
                          amount: order.amountToAuthorize,
                          currency: order.currency,
                          card: {brand: card.brand, lastDigits: card.lastDigits},
                          authenticated: true
                      })
            const settled = result
                ? applyResult(
                      ctx,
                      order,
                      result,
                      (order.document.paymentInstruments as Record<string, unknown>[]) ?? []
                  )
                : order
            if (settled.paymentStatus !== 'paid') {
                failOrder(ctx, settled)
                // Back to the basket as it was before the sheet: no wallet address or instrument left behind.
                const reopened = findBasket(ctx, record.basketId)
                if (reopened?.status === 'open') saveBasket(ctx, reopened, before, call.shopper.usid)
                return failure(result?.refusalReason ?? 'The payment was declined.')
            }
            writeSession(ctx, record.basketId, {
                ...readSession(ctx, record.basketId),
                transactionIdentifier: card.transaction,
                orderNo: settled.orderNo
            })
            return {status: STATUS_SUCCESS, orderNo: settled.orderNo, orderToken: settled.orderToken}
        })
    } catch (error) {
        if (error instanceof ContactProblem) return {status: STATUS_FAILURE, errors: [error.error]}
        if (error instanceof ApiError && error.status === 400)
            return failure(
                error.detail,
                /address|state/i.test(error.errorType) ? 'shippingContactInvalid' : 'unknown'
            )
        throw error
    }
}

/** A merchant session for the sheet, opaque to the storefront (the sandbox signs nothing). */
export const merchantSession = (ctx: SandboxContext, domainName: string) => {
    const now = ctx.clock.now()
    return {
        epochTimestamp: now,
        expiresAt: now + 5 * 60 * 1000,
        merchantSessionIdentifier: `SSH${crypto.randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: crypto.randomBytes(4).toString('hex'),
        merchantIdentifier: 'merchant.com.vela.sandbox',
        domainName,
        displayName: 'VELA',
        signature: crypto.randomBytes(32).toString('base64'),
        operationalAnalyticsIdentifier: 'VELA:sandbox'
    }
}
