/**
 * Read access to content items for one view: the effective body of an item is its staging version in
 * preview (when one exists), else its published version, and only if it is visible at the view's time.
 */
import type Database from 'better-sqlite3'
import {keysOf, type ItemBody, type StoredItem} from './item'
import {isVisible, type View, type VisibilityRow} from './view'

interface Row extends VisibilityRow {
    layer: string
    delivery_id: string
    created_at: string
    position: number
    seq: number
    body: string
}

const COLUMNS = 'layer, delivery_id, status, visible_from, visible_until, created_at, position, seq, body'

const toItem = (row: Row): StoredItem => ({
    id: row.delivery_id,
    body: JSON.parse(row.body) as ItemBody,
    createdAt: row.created_at,
    position: row.position,
    seq: row.seq
})

/** Default delivery order: creation date, then seed order (contract §5.1). */
export const byCreation = (a: StoredItem, b: StoredItem) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.seq - b.seq

/** Prepared statements per database: a page render resolves dozens of links, each a lookup. */
const statementCache = new WeakMap<Database.Database, Map<string, Database.Statement>>()

const prepared = (db: Database.Database, sql: string) => {
    let statements = statementCache.get(db)
    if (!statements) statementCache.set(db, (statements = new Map()))
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = db.prepare(sql)))
    return statement
}

export class ContentStore {
    constructor(private readonly db: Database.Database, private readonly view: View) {}

    private layers() {
        return this.view.preview ? ['published', 'staging'] : ['published']
    }

    private layerClause() {
        return this.view.preview ? 'layer IN (?, ?)' : 'layer IN (?)'
    }

    /** The effective version among an item's rows, or undefined when the view cannot see it. */
    private effective(rows: Row[]): StoredItem | undefined {
        const row = rows.find((candidate) => candidate.layer === 'staging') ?? rows[0]
        return row && isVisible(row, this.view) ? toItem(row) : undefined
    }

    private rowsFor(id: string): Row[] {
        return prepared(
            this.db,
            `SELECT ${COLUMNS} FROM content_items WHERE delivery_id = ? AND ${this.layerClause()}`
        ).all(id, ...this.layers()) as Row[]
    }

    byId(id: string): StoredItem | undefined {
        return this.effective(this.rowsFor(id))
    }

    byKey(key: string): StoredItem | undefined {
        const ids = prepared(
            this.db,
            `SELECT DISTINCT delivery_id FROM content_keys WHERE delivery_key = ? AND ${this.layerClause()}`
        ).all(key, ...this.layers()) as {delivery_id: string}[]
        for (const {delivery_id} of ids) {
            const item = this.byId(delivery_id)
            // A staged edit may have dropped the key.
            if (item && keysOf(item.body).includes(key)) return item
        }
        return undefined
    }

    /** Direct children in default order. */
    children(parentId: string): StoredItem[] {
        return this.select('parent_id = ?', [parentId]).filter(
            (item) => item.body._meta.hierarchy?.parentId === parentId
        )
    }

    /** Every visible item, optionally narrowed by schema (the common filter) before bodies are parsed. */
    all(schema?: string): StoredItem[] {
        if (!schema) return this.select('1 = 1', [])
        return this.select('schema_uri = ?', [schema]).filter((item) => item.body._meta.schema === schema)
    }

    private select(where: string, params: unknown[]): StoredItem[] {
        const rows = prepared(
            this.db,
            `SELECT ${COLUMNS} FROM content_items WHERE ${where} AND ${this.layerClause()}`
        ).all(...params, ...this.layers()) as Row[]
        const grouped = new Map<string, Row[]>()
        for (const row of rows) grouped.set(row.delivery_id, [...(grouped.get(row.delivery_id) ?? []), row])
        // In preview a staged edit may have moved an item: re-read any id whose staging row did not match.
        const items: StoredItem[] = []
        for (const [id, group] of grouped) {
            const item = this.view.preview ? this.byId(id) : this.effective(group)
            if (item) items.push(item)
        }
        return items.sort(byCreation)
    }
}
