import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {ApiError, conflict, forbidden} from '../../core/errors'
import {lastGuestCustomerId} from '../slas'
import {BASKETS_BASES, basketCall, sendBasket, type BasketCall} from './access'
import {newBasketId} from './ids'
import {booleanField, invalid} from './input'
import {mergeStates, type MergeMode} from './merge-states'
import {emptyBasketState, type BasketRecord} from './model'
import {
    deleteBasketRow,
    inWriteTransaction,
    insertBasket,
    openBasketsOf,
    reassignBasket,
    saveBasket
} from './store'

const MODES: MergeMode[] = ['sum', 'higher_quantity', 'separate']

const queryFlag = (req: Request, name: string) => {
    const value = req.query[name]
    return booleanField(typeof value === 'string' ? value : undefined, name) ?? false
}

const requireRegistered = (call: BasketCall) => {
    if (!call.shopper.registered) throw forbidden('Only a registered shopper can merge or transfer a basket.')
}

/** The previous (guest) shopper of this session: SLAS remembers which guest the usid belonged to. */
const guestBasketOf = (ctx: SandboxContext, call: BasketCall) => {
    const guestId = lastGuestCustomerId(ctx, call.shopper.usid) ?? call.shopper.guestCustomerId
    return guestId && guestId !== call.shopper.customerId
        ? openBasketsOf(ctx, guestId, call.site.id)[0]
        : undefined
}

const ownerOf = (call: BasketCall) => ({
    customerId: call.shopper.customerId,
    usid: call.shopper.usid,
    registered: call.shopper.registered,
    siteId: call.site.id
})

const mergeInto = (
    ctx: SandboxContext,
    target: BasketRecord,
    source: BasketRecord,
    call: BasketCall,
    mode: MergeMode
) => {
    const state = structuredClone(target.state)
    mergeStates(state, source.state, mode)
    deleteBasketRow(ctx, source.basketId)
    return saveBasket(ctx, target, state, call.shopper.usid)
}

export const mergeRoutes = (router: Router, ctx: SandboxContext) => {
    for (const base of BASKETS_BASES) {
        router.post(`${base}/actions/merge`, (req, res) => {
            const call = basketCall(ctx, req)
            requireRegistered(call)
            const mode = (
                typeof req.query.productItemMergeMode === 'string'
                    ? req.query.productItemMergeMode
                    : 'higher_quantity'
            ) as MergeMode
            if (!MODES.includes(mode))
                throw invalid(`productItemMergeMode must be one of: ${MODES.join(', ')}.`)
            const createDestination = queryFlag(req, 'createDestinationBasket')
            const merged = inWriteTransaction(ctx, () => {
                const source = guestBasketOf(ctx, call)
                if (!source)
                    throw conflict(
                        'The previous shopper has no basket to merge.',
                        'basket-merge-no-source',
                        'No Basket To Merge'
                    )
                let target = openBasketsOf(ctx, call.shopper.customerId, call.site.id)[0]
                if (!target) {
                    if (!createDestination) {
                        throw conflict(
                            'The current shopper has no basket and createDestinationBasket is false.',
                            'basket-merge-no-destination',
                            'No Destination Basket'
                        )
                    }
                    target = insertBasket(ctx, {
                        ...ownerOf(call),
                        basketId: newBasketId(),
                        state: emptyBasketState(source.state.currency)
                    })
                }
                return mergeInto(ctx, target, source, call, mode)
            })
            sendBasket(ctx, res, merged, call.locale)
        })

        // transferBasket: the guest basket changes owner; an existing basket is kept (400), replaced or merged.
        router.post(`${base}/actions/transfer`, (req, res) => {
            const call = basketCall(ctx, req)
            requireRegistered(call)
            const override = queryFlag(req, 'overrideExisting')
            const merge = queryFlag(req, 'merge')
            const result = inWriteTransaction(ctx, () => {
                const source = guestBasketOf(ctx, call)
                if (!source) return undefined
                const existing = openBasketsOf(ctx, call.shopper.customerId, call.site.id)[0]
                if (existing && merge) return mergeInto(ctx, existing, source, call, 'sum')
                if (existing && !override) {
                    throw new ApiError(
                        400,
                        'existing-basket-found',
                        'Existing Basket Found',
                        'The shopper already has a basket; pass overrideExisting=true or merge=true.'
                    )
                }
                if (existing) deleteBasketRow(ctx, existing.basketId)
                return reassignBasket(ctx, source, ownerOf(call))
            })
            if (!result) {
                res.status(204).end()
                return
            }
            sendBasket(ctx, res, result, call.locale)
        })
    }
}
