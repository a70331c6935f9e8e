/**
 * POST /content/filter: all `filterBy` entries must match (AND). `page` is always present in the answer
 * (the SDK reads `page.nextCursor` unconditionally); `nextCursor` is omitted on the last page.
 */
import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {deliverItem} from './deliver'
import {invalidRequest} from './errors'
import {DELIVERY_KEY_PATTERN, type StoredItem} from './item'
import {matchesPointer, sortItems} from './ordering'
import {decodeCursor, encodeCursor, parseBoundedInt, parseOrder, parseResolveParams} from './params'
import {deliveryFor, isRecord} from './request'
import type {ContentStore} from './store'

export const DEFAULT_FILTER_PAGE_SIZE = 12
export const MAX_FILTER_PAGE_SIZE = 50
const MAX_FILTERS = 10
const PARENT_KEY_LOOKUP = 'HIERARCHY_PARENT_META_DELIVERY_KEY'

type Condition = {path: string; value: string | number | boolean}

const parseFilters = (store: ContentStore, filterBy: unknown): Condition[] | undefined => {
    if (!Array.isArray(filterBy) || filterBy.length === 0)
        throw invalidRequest('"filterBy" must be a non-empty array.')
    if (filterBy.length > MAX_FILTERS) throw invalidRequest(`At most ${MAX_FILTERS} filters may be combined.`)
    const conditions: Condition[] = []
    for (const [index, entry] of filterBy.entries()) {
        if (!isRecord(entry)) throw invalidRequest(`Filter ${index} must be an object.`, {index})
        const {path, lookupBy, value} = entry
        if (!['string', 'number', 'boolean'].includes(typeof value)) {
            throw invalidRequest(`Filter ${index} needs a string, number or boolean "value".`, {index})
        }
        if (lookupBy !== undefined) {
            if (lookupBy !== PARENT_KEY_LOOKUP || typeof value !== 'string') {
                throw invalidRequest(`Filter ${index} has an unsupported "lookupBy".`, {index})
            }
            const parent = DELIVERY_KEY_PATTERN.test(value) ? store.byKey(value) : undefined
            // An unknown parent key matches nothing (an empty page, not an error).
            if (!parent) return undefined
            conditions.push({path: '/_meta/hierarchy/parentId', value: parent.id})
        } else if (typeof path === 'string' && path.startsWith('/') && path.length <= 300) {
            conditions.push({path, value: value as Condition['value']})
        } else {
            throw invalidRequest(`Filter ${index} needs a JSON pointer "path".`, {index})
        }
    }
    return conditions
}

const candidates = (store: ContentStore, conditions: Condition[]): StoredItem[] => {
    const schema = conditions.find((condition) => condition.path === '/_meta/schema')?.value
    const parent = conditions.find((condition) => condition.path === '/_meta/hierarchy/parentId')?.value
    if (typeof parent === 'string') return store.children(parent)
    return store.all(typeof schema === 'string' ? schema : undefined)
}

export const filterRoutes = (api: Router, ctx: SandboxContext) => {
    api.post('/filter', (req, res) => {
        const body: unknown = req.body
        if (!isRecord(body)) throw invalidRequest('The request body must be a JSON object.')
        const {filterBy, sortBy, page = {}, parameters = {}} = body
        if (!isRecord(page)) throw invalidRequest('"page" must be an object.')
        if (!isRecord(parameters)) throw invalidRequest('"parameters" must be an object.')
        if (
            sortBy !== undefined &&
            (!isRecord(sortBy) || typeof sortBy.key !== 'string' || sortBy.key === '')
        ) {
            throw invalidRequest('"sortBy" must be an object with a "key".')
        }
        const size = parseBoundedInt(page.size, 'page.size', DEFAULT_FILTER_PAGE_SIZE, MAX_FILTER_PAGE_SIZE)
        const offset = decodeCursor(page.cursor, 'page.cursor')
        const order = parseOrder(isRecord(sortBy) ? sortBy.order : undefined, 'sortBy.order')
        const params = parseResolveParams(parameters, {depth: 0})
        const delivery = deliveryFor(res, ctx)
        const conditions = parseFilters(delivery.store, filterBy)
        const matched = conditions
            ? candidates(delivery.store, conditions).filter((item) =>
                  conditions.every((condition) => matchesPointer(item.body, condition.path, condition.value))
              )
            : []
        const sorted = sortItems(matched, isRecord(sortBy) ? (sortBy.key as string) : undefined, order)
        const slice = sorted.slice(offset, offset + size)
        const next = offset + size < sorted.length ? {nextCursor: encodeCursor(offset + size)} : {}
        res.json({
            responses: slice.map((item) => deliverItem(delivery, item.body, params)),
            page: {responseCount: slice.length, ...next}
        })
    })
}
