import type {SandboxContext} from '../../core/context'
import type {ShopperContextChanges, ShopperContextDocument} from './validation'

export const SHOPPER_CONTEXT_SCHEMA = `
CREATE TABLE IF NOT EXISTS shopper_contexts (
    usid TEXT NOT NULL,
    site_id TEXT NOT NULL,
    context TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (usid, site_id)
);
`

/** The stored context of a shopper session on a site (other modules may read it for pricing/promotions). */
export const findShopperContext = (
    ctx: SandboxContext,
    usid: string,
    siteId: string
): ShopperContextDocument | undefined => {
    const row = ctx.db
        .prepare('SELECT context FROM shopper_contexts WHERE usid = ? AND site_id = ?')
        .get(usid, siteId) as {context: string} | undefined
    return row ? (JSON.parse(row.context) as ShopperContextDocument) : undefined
}

const withoutNulls = (record: Record<string, string | null>) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Record<string, string>

/**
 * PUT replaces the context; PATCH merges into it, where `null` removes a property or a qualifier and the
 * qualifier maps merge key by key.
 */
export const applyContextChanges = (
    current: ShopperContextDocument,
    changes: ShopperContextChanges
): ShopperContextDocument => {
    const next: Record<string, unknown> = {...current}
    for (const [key, value] of Object.entries(changes)) {
        if (value === null) delete next[key]
        else if (key === 'customQualifiers' || key === 'assignmentQualifiers') {
            const previous = (next[key] ?? {}) as Record<string, string>
            const merged = withoutNulls({...previous, ...(value as Record<string, string | null>)})
            if (Object.keys(merged).length > 0) next[key] = merged
            else delete next[key]
        } else next[key] = value
    }
    return next as ShopperContextDocument
}

export const saveShopperContext = (
    ctx: SandboxContext,
    usid: string,
    siteId: string,
    context: ShopperContextDocument
) => {
    ctx.db
        .prepare(
            `INSERT INTO shopper_contexts (usid, site_id, context, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (usid, site_id) DO UPDATE SET context = excluded.context, updated_at = excluded.updated_at`
        )
        .run(usid, siteId, JSON.stringify(context), ctx.clock.now())
}

export const deleteShopperContext = (ctx: SandboxContext, usid: string, siteId: string) =>
    ctx.db.prepare('DELETE FROM shopper_contexts WHERE usid = ? AND site_id = ?').run(usid, siteId).changes >
    0
