/**
 * JSON-pointer evaluation for filters and sort keys. Sort keys are names mapped to pointers (the CMS's
 * `trait:sortable`) or pointers themselves; an unmapped name falls back to authoring position.
 */
import type {StoredItem} from './item'
import {byCreation} from './store'

/** Named sort keys the seed's content types declare as sortable, by schema (`*` applies to all). */
const SORT_KEYS: Record<string, Record<string, string[]>> = {
    '*': {
        ranking: ['/menuOptions/ranking'],
        name: ['/_meta/name'],
        title: ['/title', '/pageTitle']
    }
}

/** RFC 6901 pointer lookup; undefined when any segment is missing. */
export const resolvePointer = (value: unknown, pointer: string): unknown => {
    if (pointer === '') return value
    if (!pointer.startsWith('/')) return undefined
    let current = value
    for (const raw of pointer.slice(1).split('/')) {
        const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~')
        if (current === null || typeof current !== 'object') return undefined
        if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined
        current = (current as Record<string, unknown>)[segment]
    }
    return current
}

/** Strict equality; an array value matches when it contains the wanted value. */
export const matchesPointer = (body: unknown, pointer: string, wanted: unknown) => {
    const actual = resolvePointer(body, pointer)
    return Array.isArray(actual) ? actual.includes(wanted) : actual === wanted
}

const sortValue = (item: StoredItem, key: string): unknown => {
    if (key.startsWith('/')) return resolvePointer(item.body, key)
    const pointers = SORT_KEYS[item.body._meta.schema]?.[key] ?? SORT_KEYS['*'][key]
    if (!pointers) return item.position
    for (const pointer of pointers) {
        const value = resolvePointer(item.body, pointer)
        if (value !== undefined) return value
    }
    return undefined
}

const compareValues = (a: unknown, b: unknown) => {
    if (a === b) return 0
    if (a === undefined || a === null) return 1
    if (b === undefined || b === null) return -1
    if (typeof a === 'number' && typeof b === 'number') return a - b
    return String(a).localeCompare(String(b))
}

/** Sorts a copy; without a key the default order is creation date. Missing values sort last either way. */
export const sortItems = (items: StoredItem[], key: string | undefined, order: 'ASC' | 'DESC') => {
    if (!key) return order === 'DESC' ? [...items].sort(byCreation).reverse() : [...items].sort(byCreation)
    const direction = order === 'DESC' ? -1 : 1
    return [...items].sort((a, b) => {
        const va = sortValue(a, key)
        const vb = sortValue(b, key)
        const missing = (va === undefined || va === null ? 1 : 0) - (vb === undefined || vb === null ? 1 : 0)
        if (missing !== 0) return missing
        return direction * compareValues(va, vb) || byCreation(a, b)
    })
}
