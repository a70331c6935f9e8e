/**
 * GET /content/id/{id}, GET /content/key/{key...} and POST /content/fetch (1-12 requests, answered in
 * request order; a missing item is an `error` entry, not an HTTP error).
 */
import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {deliverItem, type Delivery} from './deliver'
import {contentNotFound, invalidRequest, notFoundError} from './errors'
import {DELIVERY_KEY_PATTERN} from './item'
import {parseResolveParams} from './params'
import {deliveryFor, isRecord} from './request'

export const MAX_FETCH_REQUESTS = 12

// Keys that cannot exist (wrong characters, too long) are simply not found: the storefront builds keys
// from URL paths, and an odd path must give its not-found page rather than an error page.
const findByKey = (delivery: Delivery, key: string) =>
    DELIVERY_KEY_PATTERN.test(key) ? delivery.store.byKey(key) : undefined

export const itemRoutes = (api: Router, ctx: SandboxContext) => {
    api.get('/id/*', (req, res) => {
        const id = (req.params as Record<string, string>)[0] ?? ''
        const delivery = deliveryFor(res, ctx)
        const params = parseResolveParams(req.query, {depth: 0})
        const item = delivery.store.byId(id)
        if (!item) throw contentNotFound({deliveryId: id})
        res.json(deliverItem(delivery, item.body, params))
    })

    api.get('/key/*', (req, res) => {
        const key = (req.params as Record<string, string>)[0] ?? ''
        const delivery = deliveryFor(res, ctx)
        const params = parseResolveParams(req.query, {depth: 0})
        const item = findByKey(delivery, key)
        if (!item) throw contentNotFound({deliveryKey: key})
        res.json(deliverItem(delivery, item.body, params))
    })

    api.post('/fetch', (req, res) => {
        const body: unknown = req.body
        if (!isRecord(body)) throw invalidRequest('The request body must be a JSON object.')
        const {requests, parameters = {}} = body
        if (!Array.isArray(requests) || requests.length === 0) {
            throw invalidRequest('"requests" must be a non-empty array.')
        }
        if (requests.length > MAX_FETCH_REQUESTS) {
            throw invalidRequest(`At most ${MAX_FETCH_REQUESTS} requests may be fetched at once.`, {
                limit: MAX_FETCH_REQUESTS,
                count: requests.length
            })
        }
        if (!isRecord(parameters)) throw invalidRequest('"parameters" must be an object.')
        const delivery = deliveryFor(res, ctx)
        // Validate everything before resolving anything, so a bad entry fails the whole call.
        const parsed = requests.map((request, index) => {
            if (!isRecord(request)) throw invalidRequest(`Request ${index} must be an object.`, {index})
            const {overrides = {}} = request
            const id = typeof request.id === 'string' && request.id !== '' ? request.id : undefined
            const key = typeof request.key === 'string' && request.key !== '' ? request.key : undefined
            if ((id === undefined) === (key === undefined)) {
                throw invalidRequest(`Request ${index} needs exactly one of "id" or "key".`, {index})
            }
            if (!isRecord(overrides)) {
                throw invalidRequest(`Request ${index} overrides must be an object.`, {index})
            }
            return {id, key: key ?? '', params: parseResolveParams(parameters, {depth: 0}, overrides)}
        })
        const responses = parsed.map(({id, key, params}) => {
            const item = id !== undefined ? delivery.store.byId(id) : findByKey(delivery, key)
            if (!item) return notFoundError(id !== undefined ? {deliveryId: id} : {deliveryKey: key})
            return deliverItem(delivery, item.body, params)
        })
        res.json({responses})
    })
}
