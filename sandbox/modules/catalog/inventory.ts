import type Database from 'better-sqlite3'
import type {SandboxContext} from '../../core/context'
import type {CatalogMaster} from './model'

/**
 * Stock is the one part of the catalogue that moves at run time (orders take it, tests set it). Product
 * reads see it live; search works from a snapshot that is reloaded when the database has changed since,
 * at most once a second, so listings never cost a full reload per request.
 */
export interface StockRecord {
    stockLevel: number
    backorderable: boolean
    preorderable: boolean
    inStockDate?: string
}

/** Inventory list id reported in `inventory.id` (one list serves every site). */
export const INVENTORY_LIST_ID = 'inventory_m_vela'
/** What the platform reports for unlimited stock. */
export const UNLIMITED = 999999

interface Row {
    product_id: string
    stock_level: number
    backorderable: number
    preorderable: number
    in_stock_date: string | null
}

const toRecord = (row: Row): StockRecord => ({
    stockLevel: row.stock_level,
    backorderable: row.backorderable === 1,
    preorderable: row.preorderable === 1,
    ...(row.in_stock_date ? {inStockDate: row.in_stock_date} : {})
})

const NO_STOCK: StockRecord = {stockLevel: 0, backorderable: false, preorderable: false}

/** Live stock of one master's sellable products (its variants, or the item itself). */
export const readStock = (db: Database.Database, master: CatalogMaster): Map<string, StockRecord> => {
    const rows = (
        master.type === 'item'
            ? db.prepare('SELECT * FROM catalog_inventory WHERE product_id = ?').all(master.id)
            : db
                  .prepare(
                      `SELECT i.* FROM catalog_inventory i JOIN catalog_products p ON p.id = i.product_id
                        WHERE p.master_id = ?`
                  )
                  .all(master.id)
    ) as Row[]
    return new Map(rows.map((row) => [row.product_id, toRecord(row)]))
}

interface Snapshot {
    stock: Map<string, StockRecord>
    changes: number
    loadedAt: number
}
const snapshots = new WeakMap<Database.Database, Snapshot>()

const loadAll = (db: Database.Database) =>
    new Map(
        (db.prepare('SELECT * FROM catalog_inventory').all() as Row[]).map((row) => [
            row.product_id,
            toRecord(row)
        ])
    )

const totalChanges = (db: Database.Database) =>
    (db.prepare('SELECT total_changes() AS n').get() as {n: number}).n

/** Stock of every product, at most a second stale once something has written to the database. */
export const stockSnapshot = (ctx: SandboxContext): Map<string, StockRecord> => {
    const now = ctx.clock.now()
    const current = snapshots.get(ctx.db)
    if (current && now - current.loadedAt < 1000) return current.stock
    const changes = totalChanges(ctx.db)
    if (current && current.changes === changes) {
        current.loadedAt = now
        return current.stock
    }
    const fresh = {stock: loadAll(ctx.db), changes, loadedAt: now}
    snapshots.set(ctx.db, fresh)
    return fresh.stock
}

export const stockOf = (stock: Map<string, StockRecord>, productId: string) =>
    stock.get(productId) ?? NO_STOCK

/** A sellable product can be bought when it has stock or may be back- or pre-ordered. */
export const isOrderable = (record: StockRecord) =>
    record.stockLevel > 0 || record.backorderable || record.preorderable

const orderableMemo = new WeakMap<Map<string, StockRecord>, Map<string, boolean[]>>()

/** Orderability of a master's variants (indexed like `master.variants`), memoised per stock snapshot. */
export const orderableRows = (stock: Map<string, StockRecord>, master: CatalogMaster): boolean[] => {
    let byMaster = orderableMemo.get(stock)
    if (!byMaster) orderableMemo.set(stock, (byMaster = new Map()))
    let rows = byMaster.get(master.id)
    if (!rows) {
        rows = master.variants.map((variant) => isOrderable(stockOf(stock, variant.id)))
        byMaster.set(master.id, rows)
    }
    return rows
}
