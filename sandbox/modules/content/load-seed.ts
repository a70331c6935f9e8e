/**
 * Validates seed items and writes them to the content tables. Broken seeds fail loudly at start-up
 * (duplicate ids or keys, malformed keys, unknown parents); dangling content links are only reported,
 * because the delivery API leaves them in place as link objects.
 */
import type Database from 'better-sqlite3'
import type {SeedItem} from '../../seed/content'
import {CORE} from '../../seed/content/schemas'
import {DELIVERY_ID_PATTERN, DELIVERY_KEY_PATTERN, keysOf, type ItemBody} from './item'

interface LocalMeta {
    status?: string
    visibleFrom?: string
    visibleUntil?: string
    createdDate?: string
    position?: number
}

const timeOf = (value: string | undefined, what: string) => {
    if (value === undefined) return null
    const ms = Date.parse(value)
    if (Number.isNaN(ms)) throw new Error(`Content seed: ${what} is not a date: ${value}`)
    return ms
}

const collectLinkIds = (value: unknown, into: string[]) => {
    if (Array.isArray(value)) value.forEach((entry) => collectLinkIds(entry, into))
    else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        const meta = record._meta as {schema?: unknown} | undefined
        if (meta?.schema === CORE.contentLink && typeof record.id === 'string') into.push(record.id)
        Object.values(record).forEach((entry) => collectLinkIds(entry, into))
    }
}

/** Checks the whole seed; returns warnings for problems the API tolerates. */
export const validateSeed = (items: SeedItem[]): string[] => {
    const ids = {published: new Map<string, ItemBody>(), staging: new Map<string, ItemBody>()}
    const keyOwners = new Map<string, string>()
    for (const {layer, body} of items) {
        const meta = (body as ItemBody)._meta
        if (!meta || typeof meta.schema !== 'string' || typeof meta.name !== 'string') {
            throw new Error(
                `Content seed: an item lacks _meta.schema or _meta.name (${JSON.stringify(meta)})`
            )
        }
        if (!DELIVERY_ID_PATTERN.test(meta.deliveryId))
            throw new Error(`Content seed: bad deliveryId on ${meta.name}`)
        if (ids[layer].has(meta.deliveryId))
            throw new Error(`Content seed: duplicate deliveryId for ${meta.name}`)
        ids[layer].set(meta.deliveryId, body as ItemBody)
        for (const key of keysOf(body as ItemBody)) {
            if (!DELIVERY_KEY_PATTERN.test(key))
                throw new Error(`Content seed: invalid delivery key "${key}"`)
            const owner = keyOwners.get(key)
            if (owner && owner !== meta.deliveryId)
                throw new Error(`Content seed: key "${key}" is used twice`)
            keyOwners.set(key, meta.deliveryId)
        }
    }
    const known = (id: string) => ids.published.has(id) || ids.staging.has(id)
    const warnings: string[] = []
    for (const {body} of items) {
        const meta = (body as ItemBody)._meta
        const parentId = meta.hierarchy?.parentId
        if (parentId && !known(parentId))
            throw new Error(`Content seed: ${meta.name} has an unknown parent ${parentId}`)
        const links: string[] = []
        collectLinkIds(body, links)
        for (const id of links) if (!known(id)) warnings.push(`${meta.name} links to unknown item ${id}`)
    }
    return warnings
}

export const loadSeed = (db: Database.Database, items: SeedItem[]): string[] => {
    const warnings = validateSeed(items)
    const insertItem = db.prepare(
        `INSERT INTO content_items (layer, delivery_id, name, schema_uri, parent_id, status, visible_from,
            visible_until, created_at, position, seq, body)
         VALUES (@layer, @id, @name, @schema, @parentId, @status, @visibleFrom, @visibleUntil, @createdAt,
            @position, @seq, @body)`
    )
    const insertKey = db.prepare(
        'INSERT INTO content_keys (layer, delivery_key, delivery_id) VALUES (?, ?, ?)'
    )
    items.forEach(({layer, body: raw}, seq) => {
        const {_local, ...body} = raw as ItemBody & {_local?: LocalMeta}
        const local: LocalMeta = _local ?? {}
        const meta = body._meta
        insertItem.run({
            layer,
            id: meta.deliveryId,
            name: meta.name,
            schema: meta.schema,
            parentId: meta.hierarchy?.parentId ?? null,
            status: local.status === 'draft' ? 'draft' : 'published',
            visibleFrom: timeOf(local.visibleFrom, `${meta.name} visibleFrom`),
            visibleUntil: timeOf(local.visibleUntil, `${meta.name} visibleUntil`),
            createdAt: local.createdDate ?? new Date(Date.UTC(2024, 0, 1)).toISOString(),
            position: typeof local.position === 'number' ? local.position : seq,
            seq,
            body: JSON.stringify(body)
        })
        for (const key of keysOf(body)) insertKey.run(layer, key, meta.deliveryId)
    })
    return warnings
}
