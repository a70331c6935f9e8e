import type {Request} from 'express'
import {requireOrganization, requireShopper, requireSite, type Shopper} from '../../core/auth'
import type {SandboxContext, SandboxSite} from '../../core/context'
import {badRequest} from '../../core/errors'
import {type Currency, isCurrency} from '../../seed/catalog/pricing'
import {customerGroupsOf} from '../customers'
import {controllerContextFor} from '../shell-controllers'
import {findShopperContext} from '../shopper-context'

/**
 * Request context of a catalogue read: site, locale, currency and the shopper's customer groups (which pick
 * the price books). The platform requires a shopper token on these APIs; the sandbox also serves anonymous
 * reads (scripts, content seeding), but a token that is sent must be valid: a malformed or expired one is 401,
 * which is what makes the SDK refresh it.
 */
export interface CatalogRequest {
    site: SandboxSite
    locale: string
    currency: Currency
    shopper?: Shopper
    customerGroups: Set<string>
}

export const queryString = (req: Request, name: string): string | undefined => {
    const value = req.query[name]
    if (value === undefined) return undefined
    if (typeof value !== 'string') throw badRequest(`The parameter '${name}' must be given once.`)
    return value
}

/** A list parameter: comma-joined (`ids=a,b`) and/or repeated (`ids=a&ids=b`). */
export const queryList = (req: Request, name: string): string[] => {
    const value = req.query[name]
    const parts = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return parts
        .filter((part): part is string => typeof part === 'string')
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean)
}

export const queryBoolean = (req: Request, name: string): boolean | undefined => {
    const value = queryString(req, name)
    if (value === undefined || value === '') return undefined
    if (value === 'true') return true
    if (value === 'false') return false
    throw badRequest(`The parameter '${name}' must be 'true' or 'false'.`)
}

/** A whole number within bounds; garbage, fractions and out-of-range values are a 400 in platform shape. */
export const queryInteger = (
    req: Request,
    name: string,
    {min, max, fallback}: {min: number; max: number; fallback: number}
): number => {
    const value = queryString(req, name)
    if (value === undefined || value === '') return fallback
    if (!/^-?\d+$/.test(value.trim()))
        throw badRequest(`The parameter '${name}' must be an integer; '${value}' is not.`)
    const number = Number(value)
    if (number < min || number > max) {
        throw badRequest(`The parameter '${name}' must be between ${min} and ${max}; '${value}' is not.`)
    }
    return number
}

const LOCALE = /^([a-z]{2})([-_][A-Z]{2})?$/

const resolveLocale = (site: SandboxSite, requested: string | undefined) => {
    if (!requested || requested === 'default') return site.defaultLocale
    return LOCALE.test(requested) ? requested.replace('_', '-') : site.defaultLocale
}

/**
 * The storefront's cached product call names the shopper's currency in a custom parameter (`c_currency`, spec
 * 000 §7); honoured when the standard `currency` is absent and the catalogue has prices in it, else ignored
 * like any unknown custom parameter.
 */
const customCurrency = (req: Request) => {
    const value = req.query.c_currency
    return typeof value === 'string' && isCurrency(value.toUpperCase()) ? value : undefined
}

export const resolveCurrency = (site: SandboxSite, requested: string | undefined): Currency => {
    const currency = requested ? requested.toUpperCase() : site.currency
    if (!isCurrency(currency)) {
        throw badRequest(
            `The currency '${requested ?? ''}' is not supported by site '${site.id}'.`,
            'invalid-currency'
        )
    }
    return currency
}

const shopperOf = (ctx: SandboxContext, req: Request) =>
    req.headers.authorization === undefined ? undefined : requireShopper(ctx, req)

/**
 * Customer groups that pick price books: the shopper's static groups (registered, insiders...) plus the
 * session's dynamic ones, set through the Shopper Context API or the storefront's `PWA-SetContext`
 * (`customerGroup`), as the platform's session-based customer groups work.
 */
export const customerGroupsFor = (ctx: SandboxContext, shopper: Shopper | undefined, siteId: string) => {
    const groups = new Set(customerGroupsOf(ctx, shopper?.customerId))
    if (!shopper) return groups
    for (const group of sessionGroups(
        () => findShopperContext(ctx, shopper.usid, siteId)?.customerGroupIds
    )) {
        groups.add(group)
    }
    for (const group of sessionGroups(() => controllerContextFor(ctx, shopper.usid, siteId)?.customerGroup)) {
        groups.add(group)
    }
    return groups
}

/** Session group lookups; a trimmed test sandbox may run without the module that stores them. */
const sessionGroups = (read: () => string | string[] | undefined): string[] => {
    try {
        const value = read()
        return value === undefined ? [] : Array.isArray(value) ? value : [value]
    } catch {
        return []
    }
}

/** Shopper API preamble for catalogue reads: organisation, token (when sent), site, locale and currency. */
export const catalogRequest = (ctx: SandboxContext, req: Request): CatalogRequest => {
    requireOrganization(ctx, req)
    const shopper = shopperOf(ctx, req)
    const site = requireSite(ctx, req)
    return {
        site,
        locale: resolveLocale(site, queryString(req, 'locale')),
        currency: resolveCurrency(site, queryString(req, 'currency') ?? customCurrency(req)),
        ...(shopper ? {shopper} : {}),
        customerGroups: customerGroupsFor(ctx, shopper, site.id)
    }
}
