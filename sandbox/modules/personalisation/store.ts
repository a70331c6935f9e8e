import type {SandboxContext} from '../../core/context'

export const PERSONALISATION_SCHEMA = `
CREATE TABLE IF NOT EXISTS personalisation_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- activity | engagement | choose | recommendation
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    site_id TEXT NOT NULL,
    cookie_id TEXT,
    user_id TEXT,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS personalisation_events_cookie ON personalisation_events (cookie_id, id);
`

export interface PersonalisationEvent {
    id: number
    kind: string
    name: string
    siteId: string
    cookieId?: string
    userId?: string
    payload: unknown
    createdAt: string
}

interface Row {
    id: number
    kind: string
    name: string
    site_id: string
    cookie_id: string | null
    user_id: string | null
    payload: string
    created_at: string
}

export const recordEvent = (
    ctx: SandboxContext,
    event: Omit<PersonalisationEvent, 'id' | 'createdAt'>
): number =>
    Number(
        ctx.db
            .prepare(
                `INSERT INTO personalisation_events (kind, name, site_id, cookie_id, user_id, payload, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?)`
            )
            .run(
                event.kind,
                event.name,
                event.siteId,
                event.cookieId ?? null,
                event.userId ?? null,
                JSON.stringify(event.payload),
                new Date(ctx.clock.now()).toISOString()
            ).lastInsertRowid
    )

const toEvent = (row: Row): PersonalisationEvent => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    siteId: row.site_id,
    ...(row.cookie_id ? {cookieId: row.cookie_id} : {}),
    ...(row.user_id ? {userId: row.user_id} : {}),
    payload: JSON.parse(row.payload) as unknown,
    createdAt: row.created_at
})

/** Oldest first: what a visitor did, in order. */
export const listEvents = (
    ctx: SandboxContext,
    query: {cookieId?: string; kind?: string; limit: number}
): PersonalisationEvent[] => {
    const where: string[] = []
    const values: unknown[] = []
    if (query.cookieId) {
        where.push('cookie_id = ?')
        values.push(query.cookieId)
    }
    if (query.kind) {
        where.push('kind = ?')
        values.push(query.kind)
    }
    const rows = ctx.db
        .prepare(
            `SELECT * FROM (SELECT * FROM personalisation_events ${
                where.length ? `WHERE ${where.join(' AND ')}` : ''
            } ORDER BY id DESC LIMIT ?) ORDER BY id ASC`
        )
        .all(...values, query.limit) as Row[]
    return rows.map(toEvent)
}

/** The products a visitor viewed most recently (newest first, masters or variants as sent). */
export const recentlyViewed = (ctx: SandboxContext, cookieId: string, limit: number): string[] => {
    const rows = ctx.db
        .prepare(
            `SELECT payload FROM personalisation_events
             WHERE cookie_id = ? AND kind = 'activity' AND name = 'viewProduct' ORDER BY id DESC LIMIT 50`
        )
        .all(cookieId) as {payload: string}[]
    const ids: string[] = []
    for (const row of rows) {
        const id = (JSON.parse(row.payload) as {product?: {id?: unknown}}).product?.id
        if (typeof id === 'string' && !ids.includes(id)) ids.push(id)
        if (ids.length >= limit) break
    }
    return ids
}

/** Masters bought together, from every order: id -> (other id -> times bought with it). */
export const coPurchases = (ctx: SandboxContext, masterOf: (id: string) => string | undefined) => {
    const pairs = new Map<string, Map<string, number>>()
    const rows = ctx.db.prepare(`SELECT document FROM orders WHERE status != 'failed'`).all() as {
        document: string
    }[]
    for (const row of rows) {
        const items = (JSON.parse(row.document) as {productItems?: {productId?: string}[]}).productItems ?? []
        const masters = Array.from(
            new Set(items.flatMap((item) => (item.productId ? masterOf(item.productId) ?? [] : [])))
        )
        for (const a of masters) {
            for (const b of masters) {
                if (a === b) continue
                const counts = pairs.get(a) ?? new Map<string, number>()
                counts.set(b, (counts.get(b) ?? 0) + 1)
                pairs.set(a, counts)
            }
        }
    }
    return pairs
}
