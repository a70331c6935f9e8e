/**
 * Which strings of a content item are shopper-facing text (and so localised), and which locales can read an
 * item: the sites' locales (config/sites.js) reach an item through its delivery keys, and linked items and
 * hierarchy children through the items that reach them.
 */
import type {SeedItem} from '../content/book'
import {allRouteKeys, SHELL_KEYS} from '../content/route-keys'
import {keyPrefix, SITE_CODES, type SiteCode} from '../content/sites'
import {CORE} from '../content/schemas'

/** Fields that hold codes, identifiers, query strings or layout choices, never text a shopper reads. */
const NON_TEXT_KEYS = new Set([
    '_meta',
    '_local',
    'value',
    'namedField',
    'filter',
    'promoCode',
    'urlParams',
    'imageWidth',
    'imagePosition',
    'cookiesToCheckDontExist',
    'campaignName',
    'deliveryKey',
    'signUpKey',
    'menuType',
    'id',
    'schema',
    'contentType',
    'endpoint',
    'defaultHost',
    'mimeType',
    'url',
    'ctaLink',
    'link',
    'href',
    'vanityUrl',
    'categoryId',
    'source',
    'type',
    'variant',
    'layout',
    'theme',
    'alignment',
    'textColour',
    'copyColour',
    'backgroundColour',
    'countdownDate',
    'startDate',
    'endDate',
    'fieldType',
    'inputType',
    'cost',
    'sfCustomerGroup',
    'productIds',
    'formId',
    'listId',
    'icon',
    'platform',
    'sortKey',
    'group',
    'network'
])

/** A string that reads as words (not a URL, path, colour, number, date, kebab-case or camelCase code). */
export const looksLikeText = (value: string) =>
    /\p{L}{2,}/u.test(value) &&
    !/^(https?:|\/|#|mailto:|tel:)/.test(value) &&
    !/^[a-z0-9]+([-_/][a-z0-9]+)*$/.test(value) &&
    !/^[A-Z0-9_]+$/.test(value) &&
    !/^[a-z]+([A-Z][a-z0-9]*)+$/.test(value) &&
    !/^\d{4}-\d{2}-\d{2}/.test(value)

export interface TextField {
    /** JSON pointer inside the item body. */
    path: string
    value: string
    /** The object holding the field and its key, so a caller can replace it. */
    holder: Record<string, unknown> | unknown[]
    key: string | number
}

const isLocalizedValue = (value: unknown): value is {_meta: {schema: string}; values: unknown[]} =>
    !!value &&
    typeof value === 'object' &&
    (value as {_meta?: {schema?: string}})._meta?.schema === CORE.localizedValue

/** Every shopper-facing plain string of a body (localized values are already per locale and are skipped). */
export const textFields = (body: Record<string, unknown>): TextField[] => {
    const found: TextField[] = []
    const walk = (value: unknown, path: string, holder: TextField['holder'], key: string | number) => {
        if (typeof value === 'string') {
            if (looksLikeText(value)) found.push({path, value, holder, key})
            return
        }
        if (isLocalizedValue(value)) return
        if (Array.isArray(value)) {
            value.forEach((entry, index) => walk(entry, `${path}/${index}`, value, index))
            return
        }
        if (value && typeof value === 'object') {
            const record = value as Record<string, unknown>
            for (const [field, entry] of Object.entries(record)) {
                if (!NON_TEXT_KEYS.has(field)) walk(entry, `${path}/${field}`, record, field)
            }
        }
    }
    walk(body, '', [], 0)
    return found
}

/** Localized values already in an item (seeded with `loc()`), with the locales they carry. */
export const localizedValues = (body: unknown): {path: string; locales: string[]; english: string}[] => {
    const found: {path: string; locales: string[]; english: string}[] = []
    const walk = (value: unknown, path: string) => {
        if (isLocalizedValue(value)) {
            const values = value.values as {locale: string; value: unknown}[]
            const english = values.find((entry) => entry.locale === 'en-GB')?.value
            found.push({
                path,
                locales: values.map((entry) => entry.locale),
                english: typeof english === 'string' ? english : ''
            })
            return
        }
        if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, `${path}/${index}`))
        else if (value && typeof value === 'object')
            for (const [field, entry] of Object.entries(value as Record<string, unknown>))
                if (field !== '_local') walk(entry, `${path}/${field}`)
    }
    walk(body, '')
    return found
}

/** The locales each site offers (config/sites.js; the sandbox reads the storefront's site data). */
// eslint-disable-next-line @typescript-eslint/no-var-requires
const SITES = require('../../../config/sites.js') as {
    alias: string
    l10n: {supportedLocales: {id: string}[]}
}[]

export const siteLocales = (site: SiteCode): string[] =>
    SITES.find((entry) => entry.alias === site)?.l10n.supportedLocales.map((locale) => locale.id) ?? []

/** The sites that read a key: its own prefix's site, plus any site whose routes resolve to it. */
const sitesReadingKey = (key: string, routeKeys: Map<SiteCode, Set<string>>): SiteCode[] =>
    SITE_CODES.filter((site) => {
        if (routeKeys.get(site)?.has(key)) return true
        if (site === 'gb')
            return !SITE_CODES.some((other) => other !== 'gb' && key.startsWith(keyPrefix(other)))
        return key.startsWith(keyPrefix(site)) && !key.startsWith('row/')
    })

const metaOf = (item: SeedItem) =>
    item.body._meta as {
        deliveryId: string
        deliveryKey?: string
        deliveryKeys?: {values: {value: string}[]}
        hierarchy?: {parentId?: string}
    }

const linkedIds = (value: unknown, out: string[] = []): string[] => {
    if (Array.isArray(value)) value.forEach((entry) => linkedIds(entry, out))
    else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        const schema = (record._meta as {schema?: string} | undefined)?.schema
        if (
            (schema === CORE.contentLink || schema === CORE.contentReference) &&
            typeof record.id === 'string'
        )
            out.push(record.id)
        for (const [field, entry] of Object.entries(record)) if (field !== '_meta') linkedIds(entry, out)
    }
    return out
}

/** delivery id -> the locales that can read the item (published layer; preview shows the same locales). */
export const itemLocales = (items: SeedItem[]): Map<string, Set<string>> => {
    const routeKeys = new Map<SiteCode, Set<string>>(SITE_CODES.map((site) => [site, new Set<string>()]))
    for (const row of allRouteKeys()) for (const key of row.keys) routeKeys.get(row.site)?.add(key)
    for (const site of SITE_CODES)
        for (const key of SHELL_KEYS) routeKeys.get(site)?.add(keyPrefix(site) + key)

    const reach = new Map<string, Set<string>>()
    const add = (id: string, locales: Iterable<string>) => {
        const set = reach.get(id) ?? new Set<string>()
        const before = set.size
        for (const locale of locales) set.add(locale)
        reach.set(id, set)
        return set.size > before
    }
    for (const item of items) {
        const meta = metaOf(item)
        const keys = [
            ...(meta.deliveryKey ? [meta.deliveryKey] : []),
            ...(meta.deliveryKeys?.values.map((entry) => entry.value) ?? [])
        ]
        for (const key of keys)
            for (const site of sitesReadingKey(key, routeKeys)) add(meta.deliveryId, siteLocales(site))
    }
    // Links and hierarchy children read in whatever locale their referrer is read in, until nothing changes.
    for (let changed = true; changed; ) {
        changed = false
        for (const item of items) {
            const meta = metaOf(item)
            const own = reach.get(meta.deliveryId)
            if (own?.size) for (const id of linkedIds(item.body)) changed = add(id, own) || changed
            const parent = meta.hierarchy?.parentId && reach.get(meta.hierarchy.parentId)
            if (parent && parent.size) changed = add(meta.deliveryId, parent) || changed
        }
    }
    return reach
}
