import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {basketRoute, mutateBasket} from './access'
import {
    addGiftCertificateItem,
    removeGiftCertificateItem,
    updateGiftCertificateItem
} from './gift-certificate-items'
import {invalid, requireBody} from './input'
import {addItems, parseItem, parseItemList, removeItem, updateItem} from './items'

/** Product items and gift certificate items. Every mutation answers 200 with the whole basket. */
export const itemRoutes = (router: Router, ctx: SandboxContext) => {
    basketRoute(router, 'post', '/:basketId/items', (req, res) => {
        const inputs = parseItemList(req.body)
        mutateBasket(ctx, req, res, (state, {record, call}) =>
            addItems(ctx, state, inputs, record, call.locale)
        )
    })

    // updateItemsInBasket (v2): several lines at once, each naming its itemId.
    basketRoute(router, 'patch', '/:basketId/items', (req, res) => {
        if (!Array.isArray(req.body) || req.body.length === 0 || req.body.length > 50) {
            throw invalid('The request body must be a list of 1 to 50 items.')
        }
        const inputs = req.body.map((entry) => {
            const input = parseItem(entry, 'item', false)
            const itemId = typeof input.body.itemId === 'string' ? input.body.itemId : undefined
            if (!itemId) throw invalid("Each item must name its 'itemId'.")
            return {itemId, input}
        })
        mutateBasket(ctx, req, res, (state, {record, call}) => {
            for (const {itemId, input} of inputs) updateItem(ctx, state, itemId, input, record, call.locale)
        })
    })

    basketRoute(router, 'patch', '/:basketId/items/:itemId', (req, res) => {
        const input = parseItem(requireBody(req.body, 'ProductItem'), 'item', false)
        mutateBasket(ctx, req, res, (state, {record, call}) =>
            updateItem(ctx, state, req.params.itemId, input, record, call.locale)
        )
    })

    basketRoute(router, 'delete', '/:basketId/items/:itemId', (req, res) => {
        mutateBasket(ctx, req, res, (state) => removeItem(state, req.params.itemId))
    })

    basketRoute(router, 'post', '/:basketId/gift-certificate-items', (req, res) => {
        mutateBasket(ctx, req, res, (state) => addGiftCertificateItem(state, req.body, ctx.clock.now()))
    })

    basketRoute(router, 'patch', '/:basketId/gift-certificate-items/:itemId', (req, res) => {
        mutateBasket(ctx, req, res, (state) =>
            updateGiftCertificateItem(state, req.params.itemId, req.body, ctx.clock.now())
        )
    })

    basketRoute(router, 'delete', '/:basketId/gift-certificate-items/:itemId', (req, res) => {
        mutateBasket(ctx, req, res, (state) => removeGiftCertificateItem(state, req.params.itemId))
    })
}
