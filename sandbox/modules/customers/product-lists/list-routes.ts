import type {Request, Router} from 'express'
import type {SandboxContext} from '../../../core/context'
import {badRequest, notFound} from '../../../core/errors'
import {findSellableProduct} from '../../catalog/queries'
import {CUSTOMER_PATH, requireAccountOwner, sendPrivate} from '../account-guard'
import {invalidProductList, parseItemBody, parseListBody} from './list-body'
import {
    addItem,
    countItems,
    deleteItem,
    deleteProductList,
    findItem,
    findProductList,
    hasListOfType,
    insertProductList,
    listProductLists,
    MAX_LIST_ITEMS,
    updateItem,
    updateProductList
} from './list-store'

const LISTS = `${CUSTOMER_PATH}/product-lists`
const LIST = `${LISTS}/:listId`
const ITEMS = `${LIST}/items`

const listNotFound = (listId: string) =>
    notFound(
        `No product list with ID '${listId}' could be found.`,
        'product-list-not-found',
        'Product List Not Found'
    )

const itemNotFound = (itemId: string) =>
    notFound(
        `No product list item with ID '${itemId}' could be found.`,
        'product-list-item-not-found',
        'Product List Item Not Found'
    )

/** The owner's list named in the path (404 for a list of anyone else: lists are scoped to their owner). */
const ownList = (ctx: SandboxContext, req: Request) => {
    const {customer} = requireAccountOwner(ctx, req)
    const list = findProductList(ctx, customer.customerId, req.params.listId)
    if (!list) throw listNotFound(req.params.listId)
    return {customer, list}
}

const ownItem = (ctx: SandboxContext, req: Request) => {
    const {customer, list} = ownList(ctx, req)
    const item = findItem(ctx, list.id, req.params.itemId)
    if (!item) throw itemNotFound(req.params.itemId)
    return {customer, list, item}
}

/** Wish lists (`/customers/{customerId}/product-lists[/{listId}[/items[/{itemId}]]]`): one per customer. */
export const productListRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(LISTS, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const lists = listProductLists(ctx, customer.customerId)
        sendPrivate(res, {data: lists, limit: lists.length, total: lists.length})
    })

    router.post(LISTS, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const input = parseListBody(req.body, {update: false})
        if (hasListOfType(ctx, customer.customerId, input.type))
            throw invalidProductList('The customer already has a wish list; a customer can have only one.')
        const id = insertProductList(ctx, customer.customerId, input)
        sendPrivate(res, findProductList(ctx, customer.customerId, id))
    })

    router.get(LIST, (req, res) => sendPrivate(res, ownList(ctx, req).list))

    router.patch(LIST, (req, res) => {
        const {customer, list} = ownList(ctx, req)
        const {type: _type, ...changes} = parseListBody(req.body, {update: true})
        updateProductList(ctx, list.id, changes)
        sendPrivate(res, findProductList(ctx, customer.customerId, list.id))
    })

    router.delete(LIST, (req, res) => {
        const {customer, list} = ownList(ctx, req)
        deleteProductList(ctx, customer.customerId, list.id)
        res.set('Cache-Control', 'private, no-store').status(204).end()
    })

    router.post(ITEMS, (req, res) => {
        const {list} = ownList(ctx, req)
        const input = parseItemBody(req.body, {update: false})
        const productId = input.productId as string
        if (!findSellableProduct(ctx, productId))
            throw badRequest(
                `No product with ID '${productId}' could be found.`,
                'product-not-found',
                'Product Not Found'
            )
        const alreadyListed = list.customerProductListItems.some((item) => item.productId === productId)
        if (!alreadyListed && countItems(ctx, list.id) >= MAX_LIST_ITEMS)
            throw badRequest(
                `A product list can hold at most ${MAX_LIST_ITEMS} items.`,
                'quota-exceeded',
                'Quota Exceeded'
            )
        const id = addItem(ctx, list.id, {
            productId,
            quantity: input.quantity ?? 1,
            priority: input.priority ?? 1,
            public: input.public ?? false
        })
        sendPrivate(res, findItem(ctx, list.id, id))
    })

    router.get(`${ITEMS}/:itemId`, (req, res) => sendPrivate(res, ownItem(ctx, req).item))

    router.patch(`${ITEMS}/:itemId`, (req, res) => {
        const {list, item} = ownItem(ctx, req)
        updateItem(ctx, list.id, item.id, parseItemBody(req.body, {update: true}))
        sendPrivate(res, findItem(ctx, list.id, item.id))
    })

    router.delete(`${ITEMS}/:itemId`, (req, res) => {
        const {list, item} = ownItem(ctx, req)
        deleteItem(ctx, list.id, item.id)
        res.set('Cache-Control', 'private, no-store').status(204).end()
    })
}
