import type {SandboxContext} from '../../core/context'

/**
 * Coupon redemptions by registered customers, written when an order is placed and released when it fails
 * or is cancelled, so per-customer limits (WELCOME10 once) count only orders that stand.
 */
export const PROMOTIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS coupon_redemptions (
    order_no TEXT NOT NULL,
    code TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    PRIMARY KEY (order_no, code)
);
CREATE INDEX IF NOT EXISTS coupon_redemptions_customer ON coupon_redemptions (customer_id, code);
`

export const redemptionCount = (ctx: SandboxContext, customerId: string, code: string): number =>
    (
        ctx.db
            .prepare(
                'SELECT COUNT(*) AS n FROM coupon_redemptions WHERE customer_id = ? AND code = ? AND active = 1'
            )
            .get(customerId, code.toUpperCase()) as {n: number}
    ).n

export const recordRedemptions = (
    ctx: SandboxContext,
    redemption: {orderNo: string; customerId: string; siteId: string; codes: string[]}
) => {
    const insert = ctx.db.prepare(
        `INSERT OR IGNORE INTO coupon_redemptions (order_no, code, customer_id, site_id, created_at)
         VALUES (?, ?, ?, ?, ?)`
    )
    for (const code of redemption.codes) {
        insert.run(
            redemption.orderNo,
            code.toUpperCase(),
            redemption.customerId,
            redemption.siteId,
            new Date(ctx.clock.now()).toISOString()
        )
    }
}

export const releaseRedemptions = (ctx: SandboxContext, orderNo: string) => {
    ctx.db.prepare('UPDATE coupon_redemptions SET active = 0 WHERE order_no = ?').run(orderNo)
}
