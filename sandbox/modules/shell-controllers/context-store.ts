import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'

/** What `PWA-SetContext`/`PWA-UpdateContext` remember for a shopper session on a site. */
export interface ControllerContext {
    country?: string
    currency?: string
    src?: string
    sourceCode?: string
    customerGroup?: string
    isWebView?: boolean
    siteDate?: string
    effectiveDateTime?: string
    geCartHash?: string
    mergeBasketUUID?: string
}

export const controllerContextFor = (
    ctx: SandboxContext,
    usid: string,
    siteId: string
): ControllerContext | undefined => {
    const row = ctx.db
        .prepare('SELECT context FROM controller_contexts WHERE usid = ? AND site_id = ?')
        .get(usid, siteId) as {context: string} | undefined
    return row ? (JSON.parse(row.context) as ControllerContext) : undefined
}

/**
 * Merges `changes` into the session's context and issues a new context token (an opaque value the storefront
 * only checks for presence).
 */
export const saveControllerContext = (
    ctx: SandboxContext,
    usid: string,
    siteId: string,
    changes: ControllerContext
): {context: ControllerContext; token: string} => {
    const context = {...controllerContextFor(ctx, usid, siteId), ...changes}
    const token = crypto.randomBytes(24).toString('base64url')
    ctx.db
        .prepare(
            `INSERT INTO controller_contexts (usid, site_id, context, token, updated_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (usid, site_id) DO UPDATE SET context = excluded.context, token = excluded.token,
                updated_at = excluded.updated_at`
        )
        .run(usid, siteId, JSON.stringify(context), token, ctx.clock.now())
    return {context, token}
}
