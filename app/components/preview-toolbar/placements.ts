/**
 * What the authoring toolbar reports for each content item on a previewed page (spec 001 §2.5): whether the
 * item's default or one of its customer-group variations was matched for the preview group, nothing was, or
 * a further matching variation was ignored because the slot shows one item.
 */
export type PlacementStatus = 'match' | 'no-match' | 'ignored'

export interface Placement {
    id: string
    name: string
    /** The schema's short name ('hero-banner'). */
    kind: string
    status: PlacementStatus
    /** Set when a variation (not the default) is the match or the ignored one. */
    variant?: string
    depth: number
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const metaOf = (item: Json) => (isObject(item._meta) ? item._meta : {})

export const schemaName = (schema: unknown) =>
    typeof schema === 'string' ? schema.replace(/^.*\//, '').replace(/\.json$/, '') : 'unknown'

const groupsOf = (variation: Json): string[] =>
    (Array.isArray(variation.sfCustomerGroup) ? variation.sfCustomerGroup : []).flatMap((ref: unknown) =>
        isObject(ref) ? [ref.id, ref.name].filter((value): value is string => typeof value === 'string') : []
    )

/** One item's own rows: the default or the matching variation, then any further matches that were ignored. */
const statusRows = (item: Json, previewGroup: string | undefined, depth: number): Placement[] => {
    const meta = metaOf(item)
    const base = {
        id: String(meta.deliveryId ?? ''),
        name: String(meta.name ?? schemaName(meta.schema)),
        kind: schemaName(meta.schema),
        depth
    }
    const variations = (Array.isArray(item.variations) ? item.variations : []).filter(isObject)
    const matching = previewGroup
        ? variations.filter((variation) => groupsOf(variation).includes(previewGroup))
        : []
    const rows: Placement[] = []
    if (matching.length) rows.push({...base, status: 'match', variant: groupsOf(matching[0]).join(', ')})
    else if (!item.contentslot || isObject(item.default)) rows.push({...base, status: 'match'})
    else rows.push({...base, status: 'no-match'})
    for (const extra of matching.slice(1))
        rows.push({...base, status: 'ignored', variant: groupsOf(extra).join(', ')})
    return rows
}

const MAX_DEPTH = 6

/** Every content item on the page, in reading order, with the status its row shows. */
export const placementsOf = (root: unknown, previewGroup: string | undefined): Placement[] => {
    const rows: Placement[] = []
    const visit = (value: unknown, depth: number) => {
        if (depth > MAX_DEPTH) return
        if (Array.isArray(value)) {
            value.forEach((entry) => visit(entry, depth))
            return
        }
        if (!isObject(value)) return
        const meta = metaOf(value)
        const isItem = typeof meta.deliveryId === 'string' && typeof meta.schema === 'string'
        if (isItem) rows.push(...statusRows(value, previewGroup, depth))
        for (const [key, child] of Object.entries(value)) {
            if (key === '_meta' || key === 'variations' || key === 'default') continue
            visit(child, isItem ? depth + 1 : depth)
        }
    }
    visit(root, 0)
    return rows
}
