import type {SandboxContext} from '../../core/context'
import {notFound} from '../../core/errors'
import type {BasketState} from '../baskets/model'

export type OrderStatus = 'created' | 'new' | 'completed' | 'cancelled' | 'failed'
export type PaymentStatus = 'not_paid' | 'part_paid' | 'paid'

export interface OrderRecord {
    orderNo: string
    basketId: string
    customerId: string
    registered: boolean
    usid: string
    siteId: string
    status: OrderStatus
    paymentStatus: PaymentStatus
    confirmationStatus: 'not_confirmed' | 'confirmed'
    currency: string
    orderTotal: number
    amountToAuthorize: number
    document: Record<string, unknown>
    basketState: BasketState
    orderToken: string
    paidAt?: string
    creationDate: string
    lastModified: string
}

interface Row {
    order_no: string
    basket_id: string
    customer_id: string
    registered: number
    usid: string
    site_id: string
    status: OrderStatus
    payment_status: PaymentStatus
    confirmation_status: 'not_confirmed' | 'confirmed'
    currency: string
    order_total: number
    amount_to_authorize: number
    document: string
    basket_state: string
    order_token: string
    paid_at: string | null
    creation_date: string
    last_modified: string
}

const fromRow = (row: Row): OrderRecord => ({
    orderNo: row.order_no,
    basketId: row.basket_id,
    customerId: row.customer_id,
    registered: row.registered === 1,
    usid: row.usid,
    siteId: row.site_id,
    status: row.status,
    paymentStatus: row.payment_status,
    confirmationStatus: row.confirmation_status,
    currency: row.currency,
    orderTotal: row.order_total,
    amountToAuthorize: row.amount_to_authorize,
    document: JSON.parse(row.document) as Record<string, unknown>,
    basketState: JSON.parse(row.basket_state) as BasketState,
    orderToken: row.order_token,
    ...(row.paid_at ? {paidAt: row.paid_at} : {}),
    creationDate: row.creation_date,
    lastModified: row.last_modified
})

export const orderNotFound = (orderNo: string) =>
    notFound(
        `No order with number '${orderNo.slice(0, 40)}' could be found.`,
        'order-not-found',
        'Order Not Found'
    )

export const findOrder = (ctx: SandboxContext, orderNo: string): OrderRecord | undefined => {
    const row = ctx.db.prepare('SELECT * FROM orders WHERE order_no = ?').get(orderNo) as Row | undefined
    return row ? fromRow(row) : undefined
}

export const FIRST_ORDER_NUMBER = 10001

/** Next order number, 'VL' + 8 digits, from a counter row updated in the caller's transaction. */
export const nextOrderNo = (ctx: SandboxContext) => {
    ctx.db
        .prepare(
            `INSERT INTO order_counters (name, value) VALUES ('order_no', ?)
             ON CONFLICT (name) DO UPDATE SET value = value + 1`
        )
        .run(FIRST_ORDER_NUMBER)
    const {value} = ctx.db.prepare("SELECT value FROM order_counters WHERE name = 'order_no'").get() as {
        value: number
    }
    return `VL${String(value).padStart(8, '0')}`
}

export const insertOrder = (ctx: SandboxContext, order: OrderRecord) => {
    ctx.db
        .prepare(
            `INSERT INTO orders (order_no, basket_id, customer_id, registered, usid, site_id, status, payment_status,
                confirmation_status, currency, order_total, amount_to_authorize, document, basket_state, order_token,
                paid_at, creation_date, last_modified)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            order.orderNo,
            order.basketId,
            order.customerId,
            order.registered ? 1 : 0,
            order.usid,
            order.siteId,
            order.status,
            order.paymentStatus,
            order.confirmationStatus,
            order.currency,
            order.orderTotal,
            order.amountToAuthorize,
            JSON.stringify(order.document),
            JSON.stringify(order.basketState),
            order.orderToken,
            order.paidAt ?? null,
            order.creationDate,
            order.lastModified
        )
}

/** Writes status and document changes of an order (inside the caller's transaction). */
export const updateOrder = (
    ctx: SandboxContext,
    order: OrderRecord,
    changes: Partial<
        Pick<OrderRecord, 'status' | 'paymentStatus' | 'confirmationStatus' | 'document' | 'paidAt'>
    >
) => {
    const next = {...order, ...changes, lastModified: new Date(ctx.clock.now()).toISOString()}
    ctx.db
        .prepare(
            `UPDATE orders SET status = ?, payment_status = ?, confirmation_status = ?, document = ?, paid_at = ?,
                last_modified = ? WHERE order_no = ?`
        )
        .run(
            next.status,
            next.paymentStatus,
            next.confirmationStatus,
            JSON.stringify(next.document),
            next.paidAt ?? null,
            next.lastModified,
            order.orderNo
        )
    return next
}

export const ordersOfCustomer = (
    ctx: SandboxContext,
    customerId: string,
    siteId: string,
    options: {statuses: OrderStatus[]; offset: number; limit: number}
) => {
    const marks = options.statuses.map(() => '?').join(', ')
    const where = `customer_id = ? AND site_id = ? AND status IN (${marks})`
    const total = (
        ctx.db
            .prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`)
            .get(customerId, siteId, ...options.statuses) as {
            n: number
        }
    ).n
    const rows = ctx.db
        .prepare(
            `SELECT * FROM orders WHERE ${where} ORDER BY creation_date DESC, order_no DESC LIMIT ? OFFSET ?`
        )
        .all(customerId, siteId, ...options.statuses, options.limit, options.offset) as Row[]
    return {total, orders: rows.map(fromRow)}
}
