import type {Request, Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest, notFound} from '../../core/errors'
import {catalogOf} from './catalog-cache'
import {categoryDocument, MAX_CATEGORY_LEVELS} from './category-document'
import {parseViewTypes} from './images'
import {readStock} from './inventory'
import {type DocumentOptions, productDocument} from './product-document'
import {catalogRequest, queryBoolean, queryInteger, queryList} from './request'

export const PRODUCTS_BASE = '/product/shopper-products/v1/organizations/:organizationId'

/** getProducts takes at most 24 ids, getCategories at most 50 (the platform's limits). */
export const MAX_PRODUCT_IDS = 24
export const MAX_CATEGORY_IDS = 50

const productNotFound = (id: string, siteId: string) =>
    notFound(
        `No product with ID '${id}' for site '${siteId}' could be found.`,
        'product-not-found',
        'Product Not Found'
    )

const categoryNotFound = (id: string, siteId: string) =>
    notFound(
        `No category with ID '${id}' for site '${siteId}' could be found.`,
        'category-not-found',
        'Category Not Found'
    )

const documentOptions = (ctx: SandboxContext, req: Request) => {
    const request = catalogRequest(ctx, req)
    const expandParam = req.query.expand === undefined ? undefined : new Set(queryList(req, 'expand'))
    return {
        request,
        catalog: catalogOf(ctx),
        origin: ctx.config.publicOrigin,
        expand: expandParam,
        allImages: queryBoolean(req, 'allImages') ?? false,
        perPricebook: queryBoolean(req, 'perPricebook') ?? false,
        viewTypes: parseViewTypes(queryList(req, 'imgTypes'))
    }
}

const requiredIds = (req: Request, max: number) => {
    const ids = [...new Set(queryList(req, 'ids'))]
    if (!ids.length) {
        throw badRequest(
            'The following parameters were missing from your request: ids',
            'missing-parameters',
            'Missing Parameters'
        )
    }
    if (ids.length > max)
        throw badRequest(`The parameter 'ids' accepts at most ${max} values; ${ids.length} were given.`)
    return ids
}

const levelsOf = (req: Request) =>
    queryInteger(req, 'levels', {min: 0, max: MAX_CATEGORY_LEVELS, fallback: 1})

export const productRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(`${PRODUCTS_BASE}/products/:id`, (req, res) => {
        const base = documentOptions(ctx, req)
        const ref = base.catalog.products.get(req.params.id)
        if (!ref) throw productNotFound(req.params.id, base.request.site.id)
        const options: DocumentOptions = {...base, stock: readStock(ctx.db, ref.master)}
        res.json(productDocument(ref, options))
    })

    router.get(`${PRODUCTS_BASE}/products`, (req, res) => {
        const base = documentOptions(ctx, req)
        const ids = requiredIds(req, MAX_PRODUCT_IDS)
        // Unknown ids are left out, as the platform does; the order of the request is kept.
        const data = ids.flatMap((id) => {
            const ref = base.catalog.products.get(id)
            return ref ? [productDocument(ref, {...base, stock: readStock(ctx.db, ref.master)})] : []
        })
        res.json({limit: data.length, total: data.length, data})
    })

    router.get(`${PRODUCTS_BASE}/categories/:id`, (req, res) => {
        const {request, catalog, origin} = documentOptions(ctx, req)
        const levels = levelsOf(req)
        const category = catalog.categories.get(req.params.id)
        if (!category) throw categoryNotFound(req.params.id, request.site.id)
        res.json(categoryDocument(catalog, category, levels, request.locale, origin))
    })

    router.get(`${PRODUCTS_BASE}/categories`, (req, res) => {
        const {request, catalog, origin} = documentOptions(ctx, req)
        const levels = levelsOf(req)
        const ids = requiredIds(req, MAX_CATEGORY_IDS)
        const data = ids.flatMap((id) => {
            const category = catalog.categories.get(id)
            return category ? [categoryDocument(catalog, category, levels, request.locale, origin)] : []
        })
        res.json({limit: data.length, total: data.length, data})
    })
}
