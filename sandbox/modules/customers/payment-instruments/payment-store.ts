import crypto from 'crypto'
import type {SandboxContext} from '../../../core/context'
import {isExpired, type SavedCard} from './card'

/** Saved cards per customer are capped, like the platform's quota. */
export const MAX_PAYMENT_INSTRUMENTS = 20

interface InstrumentRow {
    payment_instrument_id: string
    payment_method_id: string
    payment_card: string
    is_default: number
    creation_date: string
    last_modified: string
}

/** The Shopper API `CustomerPaymentInstrument` document (masked card only). */
const toDocument = (row: InstrumentRow, nowMs: number) => {
    const card = JSON.parse(row.payment_card) as SavedCard
    return {
        paymentInstrumentId: row.payment_instrument_id,
        paymentMethodId: row.payment_method_id,
        default: row.is_default === 1,
        paymentCard: {
            ...card,
            creditCardExpired: isExpired(card.expirationMonth, card.expirationYear, nowMs)
        },
        creationDate: row.creation_date,
        lastModified: row.last_modified
    }
}

export const listPaymentInstruments = (ctx: SandboxContext, customerId: string) =>
    (
        ctx.db
            .prepare(
                'SELECT * FROM customer_payment_instruments WHERE customer_id = ? ORDER BY creation_date, rowid'
            )
            .all(customerId) as InstrumentRow[]
    ).map((row) => toDocument(row, ctx.clock.now()))

/** Only the owner's instruments are visible: another customer's id is simply not found. */
export const findPaymentInstrument = (
    ctx: SandboxContext,
    customerId: string,
    paymentInstrumentId: string
) => {
    const row = ctx.db
        .prepare(
            'SELECT * FROM customer_payment_instruments WHERE customer_id = ? AND payment_instrument_id = ?'
        )
        .get(customerId, paymentInstrumentId) as InstrumentRow | undefined
    return row ? toDocument(row, ctx.clock.now()) : undefined
}

export const countPaymentInstruments = (ctx: SandboxContext, customerId: string) =>
    (
        ctx.db
            .prepare('SELECT COUNT(*) AS count FROM customer_payment_instruments WHERE customer_id = ?')
            .get(customerId) as {count: number}
    ).count

const clearDefault = (ctx: SandboxContext, customerId: string) =>
    ctx.db
        .prepare('UPDATE customer_payment_instruments SET is_default = 0 WHERE customer_id = ?')
        .run(customerId)

export const insertPaymentInstrument = (
    ctx: SandboxContext,
    customerId: string,
    instrument: {
        paymentMethodId: string
        card: SavedCard
        isDefault: boolean
        /** Seeds pass fixed ids and dates so the seeded database is reproducible. */
        paymentInstrumentId?: string
        creationDate?: string
    }
) => {
    const id = instrument.paymentInstrumentId ?? crypto.randomBytes(13).toString('hex')
    const now = instrument.creationDate ?? new Date(ctx.clock.now()).toISOString()
    ctx.db.transaction(() => {
        if (instrument.isDefault) clearDefault(ctx, customerId)
        ctx.db
            .prepare(
                `INSERT INTO customer_payment_instruments (payment_instrument_id, customer_id, payment_method_id,
                    payment_card, is_default, creation_date, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?)`
            )
            .run(
                id,
                customerId,
                instrument.paymentMethodId,
                JSON.stringify(instrument.card),
                instrument.isDefault ? 1 : 0,
                now,
                now
            )
    })()
    return id
}

/** The two things a saved card may change: the default flag and the expiry. */
export const updatePaymentInstrument = (
    ctx: SandboxContext,
    customerId: string,
    paymentInstrumentId: string,
    changes: {isDefault?: boolean; expiry?: {expirationMonth: number; expirationYear: number}}
) => {
    ctx.db.transaction(() => {
        if (changes.isDefault) clearDefault(ctx, customerId)
        const row = ctx.db
            .prepare(
                'SELECT * FROM customer_payment_instruments WHERE customer_id = ? AND payment_instrument_id = ?'
            )
            .get(customerId, paymentInstrumentId) as InstrumentRow
        const card = {...(JSON.parse(row.payment_card) as SavedCard), ...changes.expiry}
        ctx.db
            .prepare(
                `UPDATE customer_payment_instruments SET payment_card = ?, is_default = ?, last_modified = ?
                  WHERE customer_id = ? AND payment_instrument_id = ?`
            )
            .run(
                JSON.stringify(card),
                changes.isDefault === undefined ? row.is_default : changes.isDefault ? 1 : 0,
                new Date(ctx.clock.now()).toISOString(),
                customerId,
                paymentInstrumentId
            )
    })()
}

export const deletePaymentInstrument = (
    ctx: SandboxContext,
    customerId: string,
    paymentInstrumentId: string
) =>
    ctx.db
        .prepare(
            'DELETE FROM customer_payment_instruments WHERE customer_id = ? AND payment_instrument_id = ?'
        )
        .run(customerId, paymentInstrumentId).changes === 1
