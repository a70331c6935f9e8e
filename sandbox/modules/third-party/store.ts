import type {SandboxContext} from '../../core/context'

export const THIRD_PARTY_SCHEMA = `
CREATE TABLE IF NOT EXISTS third_party_hits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    service TEXT NOT NULL,
    client_id TEXT NOT NULL,
    name TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS third_party_hits_client ON third_party_hits (service, client_id, id);
`

export interface Hit {
    id: number
    service: string
    clientId: string
    name: string
    payload: unknown
    createdAt: string
}

export const recordHit = (ctx: SandboxContext, hit: Omit<Hit, 'id' | 'createdAt'>) =>
    ctx.db
        .prepare(
            'INSERT INTO third_party_hits (service, client_id, name, payload, created_at) VALUES (?, ?, ?, ?, ?)'
        )
        .run(
            hit.service,
            hit.clientId,
            hit.name,
            JSON.stringify(hit.payload),
            new Date(ctx.clock.now()).toISOString()
        )

interface Row {
    id: number
    service: string
    client_id: string
    name: string
    payload: string
    created_at: string
}

/** Oldest first. */
export const listHits = (
    ctx: SandboxContext,
    query: {service?: string; clientId?: string; limit: number}
): Hit[] => {
    const where: string[] = []
    const values: unknown[] = []
    if (query.service) {
        where.push('service = ?')
        values.push(query.service)
    }
    if (query.clientId) {
        where.push('client_id = ?')
        values.push(query.clientId)
    }
    const rows = ctx.db
        .prepare(
            `SELECT * FROM (SELECT * FROM third_party_hits ${
                where.length ? `WHERE ${where.join(' AND ')}` : ''
            }
             ORDER BY id DESC LIMIT ?) ORDER BY id ASC`
        )
        .all(...values, query.limit) as Row[]
    return rows.map((row) => ({
        id: row.id,
        service: row.service,
        clientId: row.client_id,
        name: row.name,
        payload: JSON.parse(row.payload) as unknown,
        createdAt: row.created_at
    }))
}
