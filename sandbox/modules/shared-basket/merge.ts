import type {SandboxContext} from '../../core/context'
import {badRequest, conflict, notFound} from '../../core/errors'
import {mergeStates} from '../baskets/merge-states'
import {emptyBasketState, type BasketRecord, type BasketState} from '../baskets/model'
import {newBasketId} from '../baskets/ids'
import {findBasket, inWriteTransaction, insertBasket, openBasketsOf, saveBasket} from '../baskets/store'
import {findSharedBasket} from '../cross-border/sessions'

/** Which shopper merged which shared basket: merging the same link twice adds nothing the second time. */
export const SHARED_BASKET_SCHEMA = `
CREATE TABLE IF NOT EXISTS shared_basket_merges (
    basket_uuid TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    merged_at INTEGER NOT NULL,
    PRIMARY KEY (basket_uuid, customer_id)
);
`

export interface MergeTarget {
    customerId: string
    usid: string
    registered: boolean
    siteId: string
}

export type MergeOutcome = 'merged' | 'already-merged' | 'own-basket'

/**
 * What a shared basket hands over: its lines, codes and gift cards. Addresses, the email, payment
 * instruments and the donation stay with the shopper who shared it.
 */
const shareable = (source: BasketState): BasketState => ({
    ...emptyBasketState(source.currency),
    productItems: structuredClone(source.productItems),
    couponItems: structuredClone(source.couponItems),
    giftCertificateItems: structuredClone(source.giftCertificateItems)
})

const alreadyMerged = (ctx: SandboxContext, basketUUID: string, customerId: string) =>
    Boolean(
        ctx.db
            .prepare('SELECT 1 FROM shared_basket_merges WHERE basket_uuid = ? AND customer_id = ?')
            .get(basketUUID, customerId)
    )

/**
 * Merges a shared basket (another device, the mobile app) into the shopper's current basket, creating one
 * when they have none. Lines of the same product keep the higher quantity. The shared basket itself is left
 * as it was: it still belongs to whoever shared it.
 */
export const mergeSharedBasket = (
    ctx: SandboxContext,
    basketUUID: string,
    target: MergeTarget
): {outcome: MergeOutcome; basket?: BasketRecord} => {
    const shared = findSharedBasket(ctx, basketUUID)
    if (!shared) {
        throw notFound(
            `No shared basket with UUID '${basketUUID}' could be found.`,
            'shared-basket-not-found',
            'Shared Basket Not Found'
        )
    }
    if (shared.siteId !== target.siteId)
        throw badRequest('The shared basket belongs to another site.', 'shared-basket-site-mismatch')
    return inWriteTransaction(ctx, () => {
        const source = findBasket(ctx, shared.basketId)
        if (!source || source.status !== 'open') {
            throw conflict(
                'The shared basket has been ordered or removed.',
                'shared-basket-unavailable',
                'Shared Basket Unavailable'
            )
        }
        if (source.customerId === target.customerId) return {outcome: 'own-basket' as const, basket: source}
        const current = openBasketsOf(ctx, target.customerId, target.siteId)[0]
        if (alreadyMerged(ctx, basketUUID, target.customerId))
            return {outcome: 'already-merged' as const, basket: current}
        const record =
            current ??
            insertBasket(ctx, {
                ...target,
                basketId: newBasketId(),
                state: emptyBasketState(source.state.currency)
            })
        const state = structuredClone(record.state)
        mergeStates(state, shareable(source.state), 'higher_quantity')
        const saved = saveBasket(ctx, record, state, target.usid)
        ctx.db
            .prepare(
                'INSERT INTO shared_basket_merges (basket_uuid, customer_id, site_id, merged_at) VALUES (?, ?, ?, ?)'
            )
            .run(basketUUID, target.customerId, target.siteId, ctx.clock.now())
        return {outcome: 'merged' as const, basket: saved}
    })
}
