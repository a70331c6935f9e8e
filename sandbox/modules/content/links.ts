/**
 * Content-link resolution. `format=inlined` replaces each link with its target's body, recursively, while
 * the depth budget (counted in link hops; `all` = 22) lasts; a link back to an item already on the current
 * path is left in place, so cycles terminate. `format=linked` leaves links and lists the targets instead.
 * Dangling links (unknown or invisible targets) stay as link objects. Content references are never inlined.
 */
import {CORE} from '../../seed/content/schemas'
import type {ItemBody} from './item'
import type {ContentStore} from './store'

export const MAX_DEPTH = 22

type Json = unknown

const linkTarget = (value: Record<string, unknown>): string | undefined => {
    const meta = value._meta as {schema?: unknown} | undefined
    return meta?.schema === CORE.contentLink && typeof value.id === 'string' ? value.id : undefined
}

export const inlineLinks = (store: ContentStore, body: ItemBody, depth: number): ItemBody => {
    const walk = (value: Json, budget: number, path: ReadonlySet<string>): Json => {
        if (Array.isArray(value)) return value.map((entry) => walk(entry, budget, path))
        if (!value || typeof value !== 'object') return value
        const record = value as Record<string, unknown>
        const targetId = linkTarget(record)
        if (targetId !== undefined) {
            if (budget <= 0 || path.has(targetId)) return record
            const target = store.byId(targetId)
            if (!target) return record
            return walk(target.body, budget - 1, new Set([...path, targetId]))
        }
        return Object.fromEntries(
            Object.entries(record).map(([key, entry]) => [key, walk(entry, budget, path)])
        )
    }
    return walk(body, depth, new Set([body._meta.deliveryId])) as ItemBody
}

const collectLinks = (value: Json, into: Set<string>) => {
    if (Array.isArray(value)) value.forEach((entry) => collectLinks(entry, into))
    else if (value && typeof value === 'object') {
        const targetId = linkTarget(value as Record<string, unknown>)
        if (targetId !== undefined) into.add(targetId)
        else Object.values(value as Record<string, unknown>).forEach((entry) => collectLinks(entry, into))
    }
}

/** The bodies a `format=linked` response lists: every item reachable within `depth` hops, root excluded. */
export const linkedContent = (store: ContentStore, body: ItemBody, depth: number): ItemBody[] => {
    const seen = new Set([body._meta.deliveryId])
    const result: ItemBody[] = []
    let frontier: ItemBody[] = [body]
    for (let hop = 0; hop < depth && frontier.length > 0; hop++) {
        const next: ItemBody[] = []
        for (const item of frontier) {
            const ids = new Set<string>()
            collectLinks(item, ids)
            for (const id of ids) {
                if (seen.has(id)) continue
                seen.add(id)
                const target = store.byId(id)
                if (target) {
                    result.push(target.body)
                    next.push(target.body)
                }
            }
        }
        frontier = next
    }
    return result
}
