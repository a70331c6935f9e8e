import type {Request, Router} from 'express'
import type {SandboxContext} from '../../../core/context'
import {badRequest} from '../../../core/errors'
import {catalogOf} from '../catalog-cache'
import {parseViewTypes} from '../images'
import {stockSnapshot} from '../inventory'
import {catalogRequest, queryBoolean, queryInteger, queryList, queryString} from '../request'
import {productSearch} from './product-search'
import {searchIndexOf} from './search-index'
import {searchSuggestions} from './suggestions'

export const SEARCH_BASE = '/search/shopper-search/v1/organizations/:organizationId'

/** The platform's paging bounds: 25 hits by default, at most 200 per page. */
export const DEFAULT_LIMIT = 25
export const MAX_LIMIT = 200
const MAX_QUERY_LENGTH = 256

const refineParams = (req: Request): string[] => {
    const value = req.query.refine
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return list.filter((entry): entry is string => typeof entry === 'string')
}

const expandOf = (req: Request) =>
    req.query.expand === undefined ? undefined : new Set(queryList(req, 'expand'))

const searchQuery = (req: Request, required: boolean) => {
    const q = queryString(req, 'q')
    if (required && !q?.trim()) {
        throw badRequest(
            'The following parameters were missing from your request: q',
            'missing-parameters',
            'Missing Parameters'
        )
    }
    if (q && q.length > MAX_QUERY_LENGTH)
        throw badRequest(`The parameter 'q' is longer than ${MAX_QUERY_LENGTH} characters.`)
    return q
}

export const searchRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(`${SEARCH_BASE}/product-search`, (req, res) => {
        const request = catalogRequest(ctx, req)
        const params = {
            q: searchQuery(req, false),
            refine: refineParams(req),
            sort: queryString(req, 'sort'),
            offset: queryInteger(req, 'offset', {min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0}),
            limit: queryInteger(req, 'limit', {min: 1, max: MAX_LIMIT, fallback: DEFAULT_LIMIT})
        }
        const catalog = catalogOf(ctx)
        const result = productSearch(searchIndexOf(catalog), params, {
            catalog,
            request,
            origin: ctx.config.publicOrigin,
            stock: stockSnapshot(ctx),
            expand: expandOf(req),
            perPricebook: queryBoolean(req, 'perPricebook') ?? false,
            viewTypes: parseViewTypes(queryList(req, 'imgTypes'))
        })
        res.json(result)
    })

    router.get(`${SEARCH_BASE}/search-suggestions`, (req, res) => {
        const request = catalogRequest(ctx, req)
        const q = searchQuery(req, true) ?? ''
        const limit = queryInteger(req, 'limit', {min: 1, max: 10, fallback: 5})
        const index = searchIndexOf(catalogOf(ctx))
        res.json(
            searchSuggestions(index, request, {
                q: q.trim(),
                limit,
                origin: ctx.config.publicOrigin,
                stock: stockSnapshot(ctx),
                expand: expandOf(req)
            })
        )
    })
}
