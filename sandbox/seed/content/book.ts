/**
 * Collects seed items in the CDv2 body form (`depth=root`, links as content-link objects). Every item gets a
 * deterministic delivery id derived from its unique name, and a creation date from its position in the book,
 * so default ordering (creation date) follows authoring order and re-seeding yields identical data.
 */
import {createHash} from 'crypto'
import {CORE, SEED_SCHEMAS, type SeedSchema} from './schemas'

export type Layer = 'published' | 'staging'

/** Local-only metadata, never delivered (contract §5.2). */
export interface LocalMeta {
    status?: 'draft'
    visibleFrom?: string
    visibleUntil?: string
    createdDate?: string
    position?: number
}

export type Body = Record<string, unknown>

export interface SeedItem {
    layer: Layer
    body: Body
}

export interface SeedRef {
    id: string
    name: string
    schema: string
}

export interface ItemSpec {
    name: string
    schema: SeedSchema
    /** First key becomes `deliveryKey`; more than one also fills `deliveryKeys`. */
    keys?: string[]
    fields: Body
    parent?: SeedRef
    /** Hierarchy root (menus). */
    root?: boolean
    local?: LocalMeta
    layer?: Layer
}

/** Version-5-style UUID from a name: stable across runs and machines. */
export const deliveryIdFor = (name: string): string => {
    const hex = createHash('sha1').update(`vela-content:${name}`).digest('hex')
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(
        17,
        20
    )}-${hex.slice(20, 32)}`
}

const EPOCH = Date.UTC(2024, 0, 1)

export class SeedBook {
    readonly items: SeedItem[] = []

    /** @param seededAt the sandbox clock's time at seeding; offer end dates count from it. */
    constructor(readonly seededAt: number = Date.now()) {}

    add(spec: ItemSpec): SeedRef {
        const schema = SEED_SCHEMAS[spec.schema]
        const id = deliveryIdFor(spec.name)
        const meta: Body = {name: spec.name, schema, deliveryId: id}
        const [primary, ...others] = spec.keys ?? []
        if (primary) meta.deliveryKey = primary
        if (others.length) meta.deliveryKeys = {values: (spec.keys ?? []).map((value) => ({value}))}
        if (spec.root) meta.hierarchy = {root: true}
        if (spec.parent) meta.hierarchy = {parentId: spec.parent.id, root: false}
        const local: LocalMeta = {
            createdDate: new Date(EPOCH + this.items.length * 60_000).toISOString(),
            position: this.items.length,
            ...spec.local
        }
        this.items.push({
            layer: spec.layer ?? 'published',
            body: {_meta: meta, ...spec.fields, _local: local}
        })
        return {id, name: spec.name, schema}
    }

    /** The ref of an item added earlier, by name (for pages that reuse blocks built elsewhere). */
    ref(name: string): SeedRef {
        const item = this.items.find((candidate) => (candidate.body._meta as {name: string}).name === name)
        if (!item) throw new Error(`No seed item named ${name}`)
        const meta = item.body._meta as {deliveryId: string; schema: string}
        return {id: meta.deliveryId, name, schema: meta.schema}
    }

    /**
     * A preview-only edit of a published item: same id and keys, the patch's fields replacing the published
     * ones (visible under /vse/ only).
     */
    stage(ref: SeedRef, patch: Body): void {
        const published = this.items.find((item) => item.layer === 'published' && idOf(item) === ref.id)
        if (!published) throw new Error(`Cannot stage unknown item ${ref.name}`)
        this.items.push({layer: 'staging', body: {...published.body, ...patch}})
    }
}

export const idOf = (item: SeedItem) => (item.body._meta as {deliveryId: string}).deliveryId

/** A content-link: inlined by the delivery API when the request depth allows. */
export const link = (ref: SeedRef) => ({
    _meta: {schema: CORE.contentLink},
    contentType: ref.schema,
    id: ref.id
})

export const links = (...refs: SeedRef[]) => refs.map(link)
