import {CORE_SCHEMAS} from './model/schemas'

/**
 * What the server keeps of a delivered content item (docs/architecture.md "Query projections"). Content is
 * rendered into the page and hydrated, and the delivery API describes every image link in full; the storefront
 * builds image URLs from a link's host, endpoint and name (components/image/image-urls.ts) and never reads its
 * id, MIME type or schema. Items keep their own schema, name and delivery id (blocks, page titles and keys
 * read them); the delivery key and hierarchy bookkeeping are dropped. Video links are kept whole.
 *
 * To let components read another image-link field, add it to IMAGE_LINK_FIELDS (one line).
 */

export const IMAGE_LINK_FIELDS = ['defaultHost', 'endpoint', 'name', 'query', 'poi'] as const
export const ITEM_META_FIELDS = ['schema', 'name', 'deliveryId'] as const

type Json = Record<string, unknown>

const pick = (source: Json, fields: readonly string[]) => {
    const picked: Json = {}
    for (const field of fields) if (source[field] !== undefined) picked[field] = source[field]
    return picked
}

export const projectContent = <T>(value: T): T => {
    if (Array.isArray(value)) return value.map(projectContent) as T
    if (!value || typeof value !== 'object') return value
    const source = value as Json
    const meta = source._meta as Json | undefined
    if (meta?.schema === CORE_SCHEMAS.imageLink) return pick(source, IMAGE_LINK_FIELDS) as T
    const projected: Json = {}
    for (const [field, child] of Object.entries(source)) {
        projected[field] = field === '_meta' && meta ? pick(meta, ITEM_META_FIELDS) : projectContent(child)
    }
    return projected as T
}
