import type {SandboxContext} from '../../core/context'
import {ApiError, badRequest, conflict, notFound} from '../../core/errors'
import type {BasketRecord, BasketState} from './model'

interface Row {
    basket_id: string
    customer_id: string
    usid: string
    registered: number
    site_id: string
    status: 'open' | 'ordered'
    order_no: string | null
    version: number
    state: string
    creation_date: string
    last_modified: string
}

const fromRow = (row: Row): BasketRecord => ({
    basketId: row.basket_id,
    customerId: row.customer_id,
    usid: row.usid,
    registered: row.registered === 1,
    siteId: row.site_id,
    status: row.status,
    ...(row.order_no ? {orderNo: row.order_no} : {}),
    version: row.version,
    state: JSON.parse(row.state) as BasketState,
    creationDate: row.creation_date,
    lastModified: row.last_modified
})

export const basketNotFound = (basketId: string) =>
    notFound(`No basket with ID '${basketId}' could be found.`, 'basket-not-found', 'Basket Not Found')

export const quotaExceeded = () =>
    new ApiError(
        400,
        'customer-baskets-quota-exceeded',
        'Customer Baskets Quota Exceeded',
        'You reached the maximum number of baskets per customer.'
    )

export const findBasket = (ctx: SandboxContext, basketId: string): BasketRecord | undefined => {
    const row = ctx.db.prepare('SELECT * FROM baskets WHERE basket_id = ?').get(basketId) as Row | undefined
    return row ? fromRow(row) : undefined
}

export const openBasketsOf = (ctx: SandboxContext, customerId: string, siteId: string): BasketRecord[] =>
    (
        ctx.db
            .prepare(
                "SELECT * FROM baskets WHERE customer_id = ? AND site_id = ? AND status = 'open' ORDER BY creation_date"
            )
            .all(customerId, siteId) as Row[]
    ).map(fromRow)

const now = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString()

const isUniqueViolation = (error: unknown) =>
    (error as {code?: string} | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE'

export const insertBasket = (
    ctx: SandboxContext,
    basket: Pick<BasketRecord, 'basketId' | 'customerId' | 'usid' | 'registered' | 'siteId' | 'state'>
): BasketRecord => {
    const stamp = now(ctx)
    try {
        ctx.db
            .prepare(
                `INSERT INTO baskets (basket_id, customer_id, usid, registered, site_id, status, version, state,
                    creation_date, last_modified) VALUES (?, ?, ?, ?, ?, 'open', 1, ?, ?, ?)`
            )
            .run(
                basket.basketId,
                basket.customerId,
                basket.usid,
                basket.registered ? 1 : 0,
                basket.siteId,
                JSON.stringify(basket.state),
                stamp,
                stamp
            )
    } catch (error) {
        // The partial unique index enforces the one-open-basket quota even against a concurrent create.
        if (isUniqueViolation(error)) throw quotaExceeded()
        throw error
    }
    return findBasket(ctx, basket.basketId) as BasketRecord
}

/**
 * Writes a new state if nobody wrote since `record` was read (optimistic check on `version`). Within one
 * process every mutation runs synchronously inside a transaction, so this only trips when another process
 * shares the database file; the caller then sees a 409 instead of a silently lost update.
 */
export const saveBasket = (ctx: SandboxContext, record: BasketRecord, state: BasketState, usid: string) => {
    const result = ctx.db
        .prepare(
            `UPDATE baskets SET state = ?, usid = ?, version = version + 1, last_modified = ?
              WHERE basket_id = ? AND version = ? AND status = 'open'`
        )
        .run(JSON.stringify(state), usid, now(ctx), record.basketId, record.version)
    if (result.changes !== 1) {
        throw conflict(
            `The basket '${record.basketId}' was changed by another request; read it again and retry.`,
            'basket-modified',
            'Basket Modified'
        )
    }
    return findBasket(ctx, record.basketId) as BasketRecord
}

export const deleteBasketRow = (ctx: SandboxContext, basketId: string) =>
    ctx.db.prepare("DELETE FROM baskets WHERE basket_id = ? AND status = 'open'").run(basketId).changes === 1

/** Consumes an open basket for an order; false when it is no longer open at this version. */
export const markBasketOrdered = (ctx: SandboxContext, record: BasketRecord, orderNo: string) =>
    ctx.db
        .prepare(
            `UPDATE baskets SET status = 'ordered', order_no = ?, version = version + 1, last_modified = ?
              WHERE basket_id = ? AND version = ? AND status = 'open'`
        )
        .run(orderNo, now(ctx), record.basketId, record.version).changes === 1

/** Re-opens an ordered basket with the given state (a failed order gives the shopper their basket back). */
export const reopenOrderedBasket = (ctx: SandboxContext, basketId: string, state: BasketState) =>
    ctx.db
        .prepare(
            `UPDATE baskets SET status = 'open', order_no = NULL, state = ?, version = version + 1,
                last_modified = ? WHERE basket_id = ? AND status = 'ordered'`
        )
        .run(JSON.stringify(state), now(ctx), basketId).changes === 1

/** Hands a basket to another customer (transfer, or a guest basket re-owned after login). */
export const reassignBasket = (
    ctx: SandboxContext,
    record: BasketRecord,
    owner: {customerId: string; usid: string; registered: boolean}
) => {
    try {
        const changed = ctx.db
            .prepare(
                `UPDATE baskets SET customer_id = ?, usid = ?, registered = ?, version = version + 1,
                    last_modified = ? WHERE basket_id = ? AND version = ? AND status = 'open'`
            )
            .run(
                owner.customerId,
                owner.usid,
                owner.registered ? 1 : 0,
                now(ctx),
                record.basketId,
                record.version
            ).changes
        if (changed !== 1)
            throw conflict(`The basket '${record.basketId}' changed; retry.`, 'basket-modified')
    } catch (error) {
        if (isUniqueViolation(error)) throw quotaExceeded()
        throw error
    }
    return findBasket(ctx, record.basketId) as BasketRecord
}

/** Runs `work` in one immediate (write-locking) transaction: the read-modify-write of a basket is atomic. */
export const inWriteTransaction = <T>(ctx: SandboxContext, work: () => T): T => {
    if (ctx.db.inTransaction) return ctx.db.transaction(work)()
    return ctx.db.transaction(work).immediate()
}

export const ensureOpen = (record: BasketRecord | undefined, basketId: string): BasketRecord => {
    if (!record || record.status !== 'open') throw basketNotFound(basketId)
    return record
}

export const tooManyLines = (limit: number) =>
    badRequest(`A basket can hold at most ${limit} lines.`, 'basket-line-limit-exceeded', 'Basket Line Limit')
