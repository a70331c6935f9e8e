/**
 * GET /content/hierarchies/descendants/{id|key}/{value...}: the root's descendants in pre-order (first
 * child, its subtree, next sibling), root excluded, links not inlined. `hierarchyDepth` defaults to 1 and is
 * capped at 14, `maxPageSize` at 100; the answer always has `page`, with `cursor` only when more remain.
 */
import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {deliverNode} from './deliver'
import {contentNotFound} from './errors'
import {DELIVERY_KEY_PATTERN, type StoredItem} from './item'
import {sortItems} from './ordering'
import {decodeCursor, encodeCursor, parseBoundedInt, parseLocaleParam, parseOrder} from './params'
import {deliveryFor} from './request'
import type {ContentStore} from './store'

export const MAX_HIERARCHY_DEPTH = 14
export const MAX_HIERARCHY_PAGE_SIZE = 100

const asOptionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

const preOrder = (
    store: ContentStore,
    root: StoredItem,
    maxDepth: number,
    sort: (items: StoredItem[]) => StoredItem[]
): StoredItem[] => {
    const result: StoredItem[] = []
    // Guards against a parent chain that loops back (only possible through a broken staging edit).
    const visited = new Set([root.id])
    const visit = (parent: StoredItem, depth: number) => {
        if (depth > maxDepth) return
        for (const child of sort(store.children(parent.id))) {
            if (visited.has(child.id)) continue
            visited.add(child.id)
            result.push(child)
            visit(child, depth + 1)
        }
    }
    visit(root, 1)
    return result
}

export const hierarchyRoutes = (api: Router, ctx: SandboxContext) => {
    api.get('/hierarchies/descendants/:kind(id|key)/*', (req, res) => {
        const kind = req.params.kind as 'id' | 'key'
        const value = (req.params as Record<string, string>)[0] ?? ''
        const depth = parseBoundedInt(req.query.hierarchyDepth, 'hierarchyDepth', 1, MAX_HIERARCHY_DEPTH)
        const size = parseBoundedInt(
            req.query.maxPageSize,
            'maxPageSize',
            MAX_HIERARCHY_PAGE_SIZE,
            MAX_HIERARCHY_PAGE_SIZE
        )
        const offset = decodeCursor(req.query.pageCursor, 'pageCursor')
        const order = parseOrder(req.query.sortByOrder, 'sortByOrder')
        const sortKey = asOptionalString(req.query.sortByKey)
        const locales = parseLocaleParam(req.query.locale)
        const delivery = deliveryFor(res, ctx)
        const root =
            kind === 'id'
                ? delivery.store.byId(value)
                : DELIVERY_KEY_PATTERN.test(value)
                ? delivery.store.byKey(value)
                : undefined
        if (!root) throw contentNotFound(kind === 'id' ? {deliveryId: value} : {deliveryKey: value})
        const all = preOrder(delivery.store, root, depth, (items) => sortItems(items, sortKey, order))
        const slice = all.slice(offset, offset + size)
        const more = offset + size < all.length ? {cursor: encodeCursor(offset + size)} : {}
        res.json({
            responses: slice.map((item) => deliverNode(delivery, item.body, locales)),
            page: {responseCount: slice.length, ...more}
        })
    })
}
