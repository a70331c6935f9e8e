import {notFound} from '../../core/errors'
import {GIFT_CARD_AMOUNTS} from '../../seed/catalog/gift-cards'
import {newLineId} from './ids'
import {invalid, isEmail, mergeCustom, pick, requireBody, stringField} from './input'
import type {BasketState, StoredGiftCertificateItem} from './model'
import {DEFAULT_SHIPMENT_ID} from './model'
import {toMinor} from './money'

/**
 * Digital gift cards (gift certificate items), with the storefront's form rules (spec 001 §5.2): names of
 * letters, digits, spaces and underscores up to 40, a message up to 250 characters, a delivery date from today
 * to within a year, and one of the offered values. Both SCAPI (recipientEmail) and the storefront's OCAPI
 * spellings (recipient_email) are read.
 */
const MAX_GIFT_CERTIFICATE_ITEMS = 10
const GIFT_NAME = /^[\p{L}\p{M}\p{N} _]+$/u
const DATE = /^\d{4}-\d{2}-\d{2}$/

const field = (
    body: Record<string, unknown>,
    names: string[],
    max: number,
    required: boolean,
    pattern?: RegExp
) => {
    const found = pick(body, ...names)
    if (!found) {
        if (required) throw invalid(`The field '${names[0]}' is required.`)
        return undefined
    }
    return stringField({[found.key]: found.value}, found.key, max, {required, pattern}) ?? undefined
}

const dayOffset = (now: number, days: number) => new Date(now + days * 86400000).toISOString().slice(0, 10)

const parseDeliveryDate = (value: string, now: number) => {
    if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        throw invalid("The field 'c_deliveryDate' must be a date written YYYY-MM-DD.")
    }
    if (value < dayOffset(now, 0) || value >= dayOffset(now, 366)) {
        throw invalid("The field 'c_deliveryDate' must be between today and one year from now.")
    }
    return value
}

const parseAmount = (value: unknown, currency: string) => {
    const amount = typeof value === 'string' ? Number(value) : value
    if (typeof amount !== 'number' || !GIFT_CARD_AMOUNTS.includes(amount)) {
        throw invalid(`The gift card amount must be one of ${GIFT_CARD_AMOUNTS.join(', ')}.`)
    }
    return toMinor(amount, currency)
}

const readFields = (body: Record<string, unknown>, required: boolean, currency: string, now: number) => {
    const email = field(body, ['recipientEmail', 'recipient_email'], 254, required)
    if (email !== undefined && !isEmail(email)) throw invalid('Please enter a valid email address.')
    const date = field(body, ['c_deliveryDate', 'deliveryDate', 'delivery_date'], 10, required)
    const amount = pick(body, 'amount')
    if (required && !amount) throw invalid("The field 'amount' is required.")
    const recipientName = field(body, ['recipientName', 'recipient_name'], 40, required, GIFT_NAME)
    const senderName = field(body, ['senderName', 'sender_name'], 40, required, GIFT_NAME)
    const message = field(body, ['message'], 250, false)
    return {
        ...(email !== undefined ? {recipientEmail: email} : {}),
        ...(recipientName !== undefined ? {recipientName} : {}),
        ...(senderName !== undefined ? {senderName} : {}),
        ...(message !== undefined ? {message} : {}),
        ...(date !== undefined ? {deliveryDate: parseDeliveryDate(date, now)} : {}),
        ...(amount ? {amount: parseAmount(amount.value, currency)} : {})
    }
}

const CUSTOM_HANDLED = ['c_deliveryDate']

export const addGiftCertificateItem = (state: BasketState, value: unknown, now: number) => {
    const body = requireBody(value, 'GiftCertificateItem')
    if (state.giftCertificateItems.length >= MAX_GIFT_CERTIFICATE_ITEMS) {
        throw invalid(`A basket can hold at most ${MAX_GIFT_CERTIFICATE_ITEMS} gift cards.`)
    }
    const fields = readFields(body, true, state.currency, now) as Omit<
        StoredGiftCertificateItem,
        'giftCertificateItemId' | 'shipmentId' | 'custom'
    >
    state.giftCertificateItems.push({
        giftCertificateItemId: newLineId(),
        ...fields,
        shipmentId: DEFAULT_SHIPMENT_ID,
        custom: mergeCustom({}, body, CUSTOM_HANDLED)
    })
}

const findItem = (state: BasketState, id: string) => {
    const item = state.giftCertificateItems.find((candidate) => candidate.giftCertificateItemId === id)
    if (!item) {
        throw notFound(
            `No gift certificate item with ID '${id.slice(0, 60)}' is in the basket.`,
            'gift-certificate-item-not-found',
            'Gift Certificate Item Not Found'
        )
    }
    return item
}

export const updateGiftCertificateItem = (state: BasketState, id: string, value: unknown, now: number) => {
    const item = findItem(state, id)
    const body = requireBody(value, 'GiftCertificateItem')
    Object.assign(item, readFields(body, false, state.currency, now))
    item.custom = mergeCustom(item.custom, body, CUSTOM_HANDLED)
}

export const removeGiftCertificateItem = (state: BasketState, id: string) => {
    const item = findItem(state, id)
    state.giftCertificateItems.splice(state.giftCertificateItems.indexOf(item), 1)
}
