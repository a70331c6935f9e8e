import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'

/**
 * The cross-border provider's view of a shopper: a merchant token (PWA-GlobaleData) names the shopper's
 * session, a shared basket (SharedBasket-CreateSharedBasketObject) names the basket and the shopper's country
 * and currency. Both expire; tokens are stored hashed.
 */
export const CROSS_BORDER_SCHEMA = `
CREATE TABLE IF NOT EXISTS cross_border_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    usid TEXT NOT NULL,
    site_id TEXT NOT NULL,
    origin TEXT,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cross_border_baskets (
    basket_uuid TEXT PRIMARY KEY,
    basket_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    country TEXT NOT NULL,
    currency TEXT NOT NULL,
    order_no TEXT,
    expires_at INTEGER NOT NULL
);
`

const TTL_MS = 2 * 3600 * 1000
const hash = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

export interface Owner {
    customerId: string
    usid: string
    siteId: string
}

export const issueMerchantToken = (ctx: SandboxContext, owner: Owner, origin: string | undefined) => {
    const token = crypto.randomBytes(24).toString('base64url')
    ctx.db.prepare('DELETE FROM cross_border_tokens WHERE expires_at < ?').run(ctx.clock.now())
    ctx.db
        .prepare(
            'INSERT INTO cross_border_tokens (token_hash, customer_id, usid, site_id, origin, expires_at) VALUES (?, ?, ?, ?, ?, ?)'
        )
        .run(
            hash(token),
            owner.customerId,
            owner.usid,
            owner.siteId,
            origin ?? null,
            ctx.clock.now() + TTL_MS
        )
    return token
}

export const ownerOfToken = (ctx: SandboxContext, token: string): Owner | undefined => {
    const row = ctx.db
        .prepare(
            'SELECT customer_id, usid, site_id, expires_at FROM cross_border_tokens WHERE token_hash = ?'
        )
        .get(hash(token)) as
        | {customer_id: string; usid: string; site_id: string; expires_at: number}
        | undefined
    if (!row || row.expires_at < ctx.clock.now()) return undefined
    return {customerId: row.customer_id, usid: row.usid, siteId: row.site_id}
}

export interface SharedBasket {
    basketUUID: string
    basketId: string
    customerId: string
    siteId: string
    country: string
    currency: string
    orderNo?: string
}

export const shareBasket = (ctx: SandboxContext, basket: Omit<SharedBasket, 'basketUUID'>): SharedBasket => {
    const basketUUID = crypto.randomUUID()
    ctx.db
        .prepare(
            `INSERT INTO cross_border_baskets (basket_uuid, basket_id, customer_id, site_id, country, currency, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`
        )
        .run(
            basketUUID,
            basket.basketId,
            basket.customerId,
            basket.siteId,
            basket.country,
            basket.currency,
            ctx.clock.now() + TTL_MS
        )
    return {basketUUID, ...basket}
}

export const findSharedBasket = (ctx: SandboxContext, basketUUID: string): SharedBasket | undefined => {
    const row = ctx.db.prepare('SELECT * FROM cross_border_baskets WHERE basket_uuid = ?').get(basketUUID) as
        | {
              basket_uuid: string
              basket_id: string
              customer_id: string
              site_id: string
              country: string
              currency: string
              order_no: string | null
              expires_at: number
          }
        | undefined
    if (!row || row.expires_at < ctx.clock.now()) return undefined
    return {
        basketUUID: row.basket_uuid,
        basketId: row.basket_id,
        customerId: row.customer_id,
        siteId: row.site_id,
        country: row.country,
        currency: row.currency,
        ...(row.order_no ? {orderNo: row.order_no} : {})
    }
}

export const recordSharedOrder = (ctx: SandboxContext, basketUUID: string, orderNo: string) => {
    ctx.db
        .prepare('UPDATE cross_border_baskets SET order_no = ? WHERE basket_uuid = ?')
        .run(orderNo, basketUUID)
}
