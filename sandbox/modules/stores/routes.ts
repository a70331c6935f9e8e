import type {Request, Router} from 'express'
import {optionalShopper, requireOrganization, requireSite} from '../../core/auth'
import type {SandboxContext} from '../../core/context'
import {badRequest, unauthorized} from '../../core/errors'
import {allStores, findStore, storeDocument} from './catalog'
import {distanceKm, geocode, KM_PER_MILE} from './geo'

const BASE = '/store/shopper-stores/v1/organizations/:organizationId'
const MAX_IDS = 50

const single = (req: Request, name: string, max = 100): string | undefined => {
    const value = req.query[name]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string') throw badRequest(`The parameter '${name}' must be given once.`)
    if (value.length > max) throw badRequest(`The parameter '${name}' is too long.`)
    return value
}

const number = (req: Request, name: string, min: number, max: number): number | undefined => {
    const value = single(req, name, 30)
    if (value === undefined) return undefined
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
        throw badRequest(`The parameter '${name}' must be a number between ${min} and ${max}.`)
    }
    return parsed
}

/** Stores are public data: a token is optional, but one that is sent must be valid. */
const storeRequest = (ctx: SandboxContext, req: Request) => {
    requireOrganization(ctx, req)
    if (req.headers.authorization !== undefined && !optionalShopper(ctx, req)) throw unauthorized()
    return requireSite(ctx, req)
}

export const storeRoutes = (router: Router, ctx: SandboxContext) => {
    // searchStores: by postcode or town (geocoded from a small table) or by coordinates, nearest first.
    router.get(`${BASE}/store-search`, (req, res) => {
        storeRequest(ctx, req)
        const countryCode = single(req, 'countryCode', 2)?.toUpperCase()
        const postalCode = single(req, 'postalCode', 60)
        const unit = single(req, 'distanceUnit', 2) ?? 'km'
        if (unit !== 'km' && unit !== 'mi')
            throw badRequest("The parameter 'distanceUnit' must be 'km' or 'mi'.")
        const limit = number(req, 'limit', 1, 200) ?? 20
        const offset = number(req, 'offset', 0, 10000) ?? 0
        if (!Number.isInteger(limit) || !Number.isInteger(offset))
            throw badRequest('limit and offset must be integers.')
        const maxDistance = number(req, 'maxDistance', 0, 20012) ?? (unit === 'km' ? 100 : 62)
        const latitude = number(req, 'latitude', -90, 90)
        const longitude = number(req, 'longitude', -180, 180)
        let origin: {latitude: number; longitude: number} | undefined
        if (latitude !== undefined && longitude !== undefined) origin = {latitude, longitude}
        else if (postalCode) origin = geocode(postalCode, countryCode)
        else {
            throw badRequest(
                'Either countryCode and postalCode, or latitude and longitude, must be given.',
                'missing-parameters',
                'Missing Parameters'
            )
        }
        const collectOnly = single(req, 'c_clickAndCollect') === 'true'
        const found = origin
            ? allStores()
                  .filter((store) => !collectOnly || store.clickAndCollect)
                  .map((store) => {
                      const km = distanceKm(origin as {latitude: number; longitude: number}, store)
                      return {store, distance: unit === 'km' ? km : km / KM_PER_MILE}
                  })
                  .filter((entry) => entry.distance <= maxDistance)
                  .sort((a, b) => a.distance - b.distance || a.store.id.localeCompare(b.store.id))
            : []
        res.set('Cache-Control', 'no-store').json({
            data: found.slice(offset, offset + limit).map(({store, distance}) => ({
                ...storeDocument(store),
                distance: Math.round(distance * 100) / 100,
                distanceUnit: unit
            })),
            limit,
            offset,
            total: found.length
        })
    })

    // getStores: by id; unknown ids are left out.
    router.get(`${BASE}/stores`, (req, res) => {
        storeRequest(ctx, req)
        const raw = req.query.ids
        const ids = (Array.isArray(raw) ? raw : [raw])
            .filter((value): value is string => typeof value === 'string')
            .flatMap((value) => value.split(','))
            .map((value) => value.trim())
            .filter(Boolean)
        if (!ids.length)
            throw badRequest("The parameter 'ids' is required.", 'missing-parameters', 'Missing Parameters')
        if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} store ids can be requested.`)
        const data = ids.flatMap((id) => {
            const store = findStore(id)
            return store ? [storeDocument(store)] : []
        })
        res.set('Cache-Control', 'public, max-age=300').json({data, limit: data.length, total: data.length})
    })
}
