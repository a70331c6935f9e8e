import crypto from 'crypto'
import type {SandboxContext} from '../../../core/context'
import {MAX_ITEM_QUANTITY} from './list-body'

/** Items per list are capped, like the platform's quota. */
export const MAX_LIST_ITEMS = 200

interface ListRow {
    list_id: string
    type: string
    name: string | null
    description: string | null
    public: number
    creation_date: string
    last_modified: string
}

interface ItemRow {
    item_id: string
    product_id: string
    quantity: number
    priority: number
    public: number
    type: string
    purchased_quantity: number
}

const newId = () => crypto.randomBytes(12).toString('hex')
const nowIso = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString()

const itemDocument = (row: ItemRow) => ({
    id: row.item_id,
    productId: row.product_id,
    quantity: row.quantity,
    priority: row.priority,
    public: row.public === 1,
    type: row.type,
    purchasedQuantity: row.purchased_quantity
})

const listItems = (ctx: SandboxContext, listId: string) =>
    (
        ctx.db
            .prepare(
                'SELECT * FROM customer_product_list_items WHERE list_id = ? ORDER BY creation_date, rowid'
            )
            .all(listId) as ItemRow[]
    ).map(itemDocument)

/** The list with its items embedded (the storefront reads `customerProductListItems`). */
const listDocument = (ctx: SandboxContext, row: ListRow) => ({
    id: row.list_id,
    type: row.type,
    ...(row.name !== null ? {name: row.name} : {}),
    ...(row.description !== null ? {description: row.description} : {}),
    public: row.public === 1,
    customerProductListItems: listItems(ctx, row.list_id),
    creationDate: row.creation_date,
    lastModified: row.last_modified
})

export const listProductLists = (ctx: SandboxContext, customerId: string) =>
    (
        ctx.db
            .prepare(
                'SELECT * FROM customer_product_lists WHERE customer_id = ? ORDER BY creation_date, rowid'
            )
            .all(customerId) as ListRow[]
    ).map((row) => listDocument(ctx, row))

/** Lists are scoped to their owner: another customer's list id is simply not found. */
export const findProductList = (ctx: SandboxContext, customerId: string, listId: string) => {
    const row = ctx.db
        .prepare('SELECT * FROM customer_product_lists WHERE customer_id = ? AND list_id = ?')
        .get(customerId, listId) as ListRow | undefined
    return row ? listDocument(ctx, row) : undefined
}

export const hasListOfType = (ctx: SandboxContext, customerId: string, type: string) =>
    ctx.db
        .prepare('SELECT 1 FROM customer_product_lists WHERE customer_id = ? AND type = ?')
        .get(customerId, type) !== undefined

export const insertProductList = (
    ctx: SandboxContext,
    customerId: string,
    list: {type: string; name?: string; description?: string; public?: boolean}
) => {
    const id = newId()
    const now = nowIso(ctx)
    ctx.db
        .prepare(
            `INSERT INTO customer_product_lists (list_id, customer_id, type, name, description, public, creation_date,
                last_modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            id,
            customerId,
            list.type,
            list.name ?? null,
            list.description ?? null,
            list.public ? 1 : 0,
            now,
            now
        )
    return id
}

export const updateProductList = (
    ctx: SandboxContext,
    listId: string,
    changes: {name?: string; description?: string; public?: boolean}
) => {
    ctx.db
        .prepare(
            `UPDATE customer_product_lists SET name = COALESCE(?, name), description = COALESCE(?, description),
                public = COALESCE(?, public), last_modified = ? WHERE list_id = ?`
        )
        .run(
            changes.name ?? null,
            changes.description ?? null,
            changes.public === undefined ? null : changes.public ? 1 : 0,
            nowIso(ctx),
            listId
        )
}

export const deleteProductList = (ctx: SandboxContext, customerId: string, listId: string) =>
    ctx.db
        .prepare('DELETE FROM customer_product_lists WHERE customer_id = ? AND list_id = ?')
        .run(customerId, listId).changes === 1

const touchList = (ctx: SandboxContext, listId: string) =>
    ctx.db
        .prepare('UPDATE customer_product_lists SET last_modified = ? WHERE list_id = ?')
        .run(nowIso(ctx), listId)

export const findItem = (ctx: SandboxContext, listId: string, itemId: string) => {
    const row = ctx.db
        .prepare('SELECT * FROM customer_product_list_items WHERE list_id = ? AND item_id = ?')
        .get(listId, itemId) as ItemRow | undefined
    return row ? itemDocument(row) : undefined
}

export const countItems = (ctx: SandboxContext, listId: string) =>
    (
        ctx.db
            .prepare('SELECT COUNT(*) AS count FROM customer_product_list_items WHERE list_id = ?')
            .get(listId) as {
            count: number
        }
    ).count

/**
 * Adds a product; a product already on the list is not duplicated: its item gets the added quantity (capped)
 * and is returned instead.
 */
export const addItem = (
    ctx: SandboxContext,
    listId: string,
    item: {productId: string; quantity: number; priority: number; public: boolean}
): string =>
    ctx.db.transaction(() => {
        const existing = ctx.db
            .prepare(
                'SELECT item_id, quantity FROM customer_product_list_items WHERE list_id = ? AND product_id = ?'
            )
            .get(listId, item.productId) as {item_id: string; quantity: number} | undefined
        const now = nowIso(ctx)
        touchList(ctx, listId)
        if (existing) {
            ctx.db
                .prepare(
                    'UPDATE customer_product_list_items SET quantity = ?, last_modified = ? WHERE item_id = ?'
                )
                .run(Math.min(MAX_ITEM_QUANTITY, existing.quantity + item.quantity), now, existing.item_id)
            return existing.item_id
        }
        const id = newId()
        ctx.db
            .prepare(
                `INSERT INTO customer_product_list_items (item_id, list_id, product_id, quantity, priority, public, type,
                    creation_date, last_modified) VALUES (?, ?, ?, ?, ?, ?, 'product', ?, ?)`
            )
            .run(id, listId, item.productId, item.quantity, item.priority, item.public ? 1 : 0, now, now)
        return id
    })()

export const updateItem = (
    ctx: SandboxContext,
    listId: string,
    itemId: string,
    changes: {quantity?: number; priority?: number; public?: boolean}
) => {
    ctx.db.transaction(() => {
        ctx.db
            .prepare(
                `UPDATE customer_product_list_items SET quantity = COALESCE(?, quantity),
                    priority = COALESCE(?, priority), public = COALESCE(?, public), last_modified = ?
                  WHERE list_id = ? AND item_id = ?`
            )
            .run(
                changes.quantity ?? null,
                changes.priority ?? null,
                changes.public === undefined ? null : changes.public ? 1 : 0,
                nowIso(ctx),
                listId,
                itemId
            )
        touchList(ctx, listId)
    })()
}

export const deleteItem = (ctx: SandboxContext, listId: string, itemId: string) =>
    ctx.db.transaction(() => {
        const removed =
            ctx.db
                .prepare('DELETE FROM customer_product_list_items WHERE list_id = ? AND item_id = ?')
                .run(listId, itemId).changes === 1
        if (removed) touchList(ctx, listId)
        return removed
    })()
