import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'

/**
 * Gift certificates and their redemptions. Balances are minor units. Redemption is one conditional UPDATE
 * (`balance >= amount`), so two orders can never spend the same balance twice; a failed or cancelled order
 * reverses its redemptions.
 */
export const GIFT_CERTIFICATES_SCHEMA = `
CREATE TABLE IF NOT EXISTS gift_certificates (
    code TEXT PRIMARY KEY,
    currency TEXT NOT NULL,
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL CHECK (balance >= 0),
    enabled INTEGER NOT NULL DEFAULT 1,
    expiry_date TEXT NOT NULL,
    recipient_email TEXT,
    recipient_name TEXT,
    sender_name TEXT,
    message TEXT,
    delivery_date TEXT,
    issued_order_no TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS gift_certificate_redemptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL REFERENCES gift_certificates (code),
    order_no TEXT NOT NULL,
    amount INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    reversed_at TEXT
);
CREATE INDEX IF NOT EXISTS gift_certificate_redemptions_order ON gift_certificate_redemptions (order_no);
`

export interface GiftCertificateRecord {
    code: string
    currency: string
    amount: number
    balance: number
    enabled: boolean
    expiryDate: string
    recipientEmail?: string
    recipientName?: string
    senderName?: string
    message?: string
    deliveryDate?: string
    issuedOrderNo?: string
    sentAt?: string
}

interface Row {
    code: string
    currency: string
    amount: number
    balance: number
    enabled: number
    expiry_date: string
    recipient_email: string | null
    recipient_name: string | null
    sender_name: string | null
    message: string | null
    delivery_date: string | null
    issued_order_no: string | null
    sent_at: string | null
}

const optional = <K extends string>(key: K, value: string | null) => (value ? {[key]: value} : {})

const fromRow = (row: Row): GiftCertificateRecord =>
    ({
        code: row.code,
        currency: row.currency,
        amount: row.amount,
        balance: row.balance,
        enabled: row.enabled === 1,
        expiryDate: row.expiry_date,
        ...optional('recipientEmail', row.recipient_email),
        ...optional('recipientName', row.recipient_name),
        ...optional('senderName', row.sender_name),
        ...optional('message', row.message),
        ...optional('deliveryDate', row.delivery_date),
        ...optional('issuedOrderNo', row.issued_order_no),
        ...optional('sentAt', row.sent_at)
    } as GiftCertificateRecord)

export const normaliseCode = (code: string) => code.trim().toUpperCase()

export const findGiftCertificate = (ctx: SandboxContext, code: string): GiftCertificateRecord | undefined => {
    const row = ctx.db.prepare('SELECT * FROM gift_certificates WHERE code = ?').get(normaliseCode(code)) as
        | Row
        | undefined
    return row ? fromRow(row) : undefined
}

export const maskCode = (code: string) => '*'.repeat(Math.max(0, code.length - 4)) + code.slice(-4)

const today = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10)

export type CertificateProblem = 'unknown' | 'disabled' | 'expired' | 'empty' | 'currency'

/** Why a certificate cannot pay for a basket in `currency` (undefined: it can). */
export const certificateProblem = (
    ctx: SandboxContext,
    certificate: GiftCertificateRecord | undefined,
    currency?: string
): CertificateProblem | undefined => {
    if (!certificate) return 'unknown'
    if (!certificate.enabled) return 'disabled'
    if (certificate.expiryDate < today(ctx)) return 'expired'
    if (certificate.balance <= 0) return 'empty'
    if (currency && certificate.currency !== currency) return 'currency'
    return undefined
}

export const PROBLEM_MESSAGES: Record<CertificateProblem, string> = {
    unknown: 'The gift card number is not valid.',
    disabled: 'This gift card can no longer be used.',
    expired: 'This gift card has expired.',
    empty: 'This gift card has no balance left.',
    currency: 'This gift card cannot be used in this currency.'
}

/** Spends `amount` of a certificate for an order; false when the balance no longer covers it. */
export const redeemGiftCertificate = (ctx: SandboxContext, code: string, orderNo: string, amount: number) => {
    const spent = ctx.db
        .prepare(
            'UPDATE gift_certificates SET balance = balance - ? WHERE code = ? AND enabled = 1 AND balance >= ?'
        )
        .run(amount, normaliseCode(code), amount).changes
    if (spent !== 1) return false
    ctx.db
        .prepare(
            'INSERT INTO gift_certificate_redemptions (code, order_no, amount, created_at) VALUES (?, ?, ?, ?)'
        )
        .run(normaliseCode(code), orderNo, amount, new Date(ctx.clock.now()).toISOString())
    return true
}

/** Gives back everything an order spent (idempotent). */
export const reverseRedemptions = (ctx: SandboxContext, orderNo: string) => {
    const rows = ctx.db
        .prepare(
            'SELECT id, code, amount FROM gift_certificate_redemptions WHERE order_no = ? AND reversed_at IS NULL'
        )
        .all(orderNo) as {id: number; code: string; amount: number}[]
    for (const row of rows) {
        ctx.db
            .prepare('UPDATE gift_certificates SET balance = balance + ? WHERE code = ?')
            .run(row.amount, row.code)
        ctx.db
            .prepare('UPDATE gift_certificate_redemptions SET reversed_at = ? WHERE id = ?')
            .run(new Date(ctx.clock.now()).toISOString(), row.id)
    }
}

export interface NewGiftCertificate {
    code?: string
    currency: string
    amount: number
    balance?: number
    expiryDate: string
    enabled?: boolean
    recipientEmail?: string
    recipientName?: string
    senderName?: string
    message?: string
    deliveryDate?: string
    issuedOrderNo?: string
    sentAt?: string
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () =>
    'VG' + Array.from(crypto.randomBytes(14), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')

export const insertGiftCertificate = (ctx: SandboxContext, certificate: NewGiftCertificate) => {
    const code = normaliseCode(certificate.code ?? newCode())
    ctx.db
        .prepare(
            `INSERT INTO gift_certificates (code, currency, amount, balance, enabled, expiry_date, recipient_email,
                recipient_name, sender_name, message, delivery_date, issued_order_no, sent_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            code,
            certificate.currency,
            certificate.amount,
            certificate.balance ?? certificate.amount,
            certificate.enabled === false ? 0 : 1,
            certificate.expiryDate,
            certificate.recipientEmail ?? null,
            certificate.recipientName ?? null,
            certificate.senderName ?? null,
            certificate.message ?? null,
            certificate.deliveryDate ?? null,
            certificate.issuedOrderNo ?? null,
            certificate.sentAt ?? null,
            new Date(ctx.clock.now()).toISOString()
        )
    return findGiftCertificate(ctx, code) as GiftCertificateRecord
}

/** A certificate bought in an order that then failed must not stay spendable. */
export const disableCertificatesIssuedBy = (ctx: SandboxContext, orderNo: string) => {
    ctx.db.prepare('UPDATE gift_certificates SET enabled = 0 WHERE issued_order_no = ?').run(orderNo)
}
