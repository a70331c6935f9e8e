import type {SandboxContext} from '../../core/context'
import type {SheetPicks} from './apple-pay-sheet'

/**
 * One Apple Pay session per basket: what the shopper picked in the sheet, and once paid, the transaction and
 * order it made (so a repeated authorisation answers with the same order instead of placing another).
 */
export const APPLE_PAY_SCHEMA = `
CREATE TABLE IF NOT EXISTS apple_pay_sessions (
    basket_id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    transaction_id TEXT UNIQUE,
    updated_at INTEGER NOT NULL
);
`

export interface ApplePaySessionState extends SheetPicks {
    transactionIdentifier?: string
    orderNo?: string
}

export const readSession = (ctx: SandboxContext, basketId: string): ApplePaySessionState => {
    const row = ctx.db.prepare('SELECT state FROM apple_pay_sessions WHERE basket_id = ?').get(basketId) as
        | {state: string}
        | undefined
    return row ? (JSON.parse(row.state) as ApplePaySessionState) : {}
}

export const writeSession = (ctx: SandboxContext, basketId: string, state: ApplePaySessionState) => {
    ctx.db
        .prepare(
            `INSERT INTO apple_pay_sessions (basket_id, state, transaction_id, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (basket_id) DO UPDATE SET state = excluded.state,
                transaction_id = excluded.transaction_id, updated_at = excluded.updated_at`
        )
        .run(
            basketId,
            JSON.stringify(state),
            state.orderNo ? state.transactionIdentifier ?? null : null,
            ctx.clock.now()
        )
}

export const updateSession = (
    ctx: SandboxContext,
    basketId: string,
    change: (state: ApplePaySessionState) => ApplePaySessionState
) => writeSession(ctx, basketId, change(readSession(ctx, basketId)))

export const endSession = (ctx: SandboxContext, basketId: string) =>
    ctx.db.prepare('DELETE FROM apple_pay_sessions WHERE basket_id = ?').run(basketId)

/** The session whose authorised transaction already made an order, if any. */
export const paidTransaction = (ctx: SandboxContext, transactionIdentifier: string) => {
    const row = ctx.db
        .prepare('SELECT basket_id, state FROM apple_pay_sessions WHERE transaction_id = ?')
        .get(transactionIdentifier) as {basket_id: string; state: string} | undefined
    return row ? {basketId: row.basket_id, ...(JSON.parse(row.state) as ApplePaySessionState)} : undefined
}
