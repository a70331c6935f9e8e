type Style = Record<string, unknown>

const isFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function'

const isPlainObject = (value: unknown): value is Style => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
    const prototype = Object.getPrototypeOf(value) as unknown
    return prototype === Object.prototype || prototype === null
}

/**
 * A resolved style (what a style function returns for one render) with an override deep-merged over it: plain
 * objects merge key by key, anything else in the override replaces, and an undefined override keeps the
 * base. The result is a new object at every level the override touches; the rest is shared with the base, which
 * is safe because Chakra copies resolved styles before using them. This runs for every themed component on
 * every render, on the server and in the browser, where lodash's general merge (cloning each level, keeping a
 * stack for cycles) was a visible share of hydration.
 */
export const mergeResolvedStyles = (base: unknown, override: unknown): unknown => {
    if (override === undefined) return base
    if (!isPlainObject(override) || !isPlainObject(base)) return override
    const merged: Style = {...base}
    for (const key of Object.keys(override)) merged[key] = mergeResolvedStyles(base[key], override[key])
    return merged
}

/** A style given as a function of props over the style it overrides: both are called and their results merged. */
const combined =
    (source: unknown, override: unknown) =>
    (...args: unknown[]): unknown => {
        const sourceValue = isFunction(source) ? source(...args) : source
        const overrideValue = isFunction(override) ? override(...args) : override
        return mergeResolvedStyles(sourceValue ?? {}, overrideValue)
    }

/**
 * The object (or array) at a key, safe to change: a copy the first time a later layer reaches into a subtree
 * that is still shared with the layer it came from. An array's keys beyond its items are copied too.
 */
const writable = (value: object, owned: WeakSet<object>): Style => {
    if (owned.has(value)) return value as Style
    const copy = Object.assign(Array.isArray(value) ? [] : {}, value) as Style
    owned.add(copy)
    return copy
}

/** One layer's value merged in at `key` of an object of the result. */
const mergeAt = (object: Style, key: string, value: unknown, owned: WeakSet<object>): void => {
    const current = object[key]
    if (Object.prototype.hasOwnProperty.call(object, key) && (isFunction(current) || isFunction(value))) {
        object[key] = combined(current, value)
        return
    }
    // An array merges into an array; a plain object into any object (an array included: the heading sizes).
    const mergesIntoCurrent = Array.isArray(value)
        ? Array.isArray(current)
        : isPlainObject(value) && current !== null && typeof current === 'object'
    if (!mergesIntoCurrent) {
        // A subtree nothing is merged into yet is kept as it is (shared with its layer, copied if a later
        // layer reaches into it), and an undefined value never replaces one.
        if (value !== undefined || !(key in object)) object[key] = value
        return
    }
    const target = writable(current as object, owned)
    for (const inner of Object.keys(value as Style)) mergeAt(target, inner, (value as Style)[inner], owned)
    object[key] = target
}

/**
 * The theme's layers merged in order, with Chakra's theme merge semantics (lodash's `mergeWith` as Chakra's
 * extendTheme calls it): plain objects merge key by key, an array merges item by item into an array, a style
 * given as a function of props is merged with the style it overrides by calling both, and anything else
 * replaces unless it is undefined. Where the theme gives a responsive object over Chakra's responsive array
 * (heading sizes), the object's keys are added to the array and Chakra reads only the array.
 *
 * Unlike lodash's merge, which copies every level of every layer first, only the objects that two layers both
 * reach are copied; the rest of the result is shared with the layers, which are never changed. The theme is
 * merged once per page start, and the copying was most of that work: about 85 ms of a phone's start at 4× CPU.
 * Without Chakra's extendTheme, which starts from the full default theme and so puts every Chakra component's
 * styles in the first load, used or not.
 */
export const mergeTheme = <T extends Style>(...layers: Style[]): T => {
    const owned = new WeakSet<object>()
    const result: Style = {}
    owned.add(result)
    for (const layer of layers) for (const key of Object.keys(layer)) mergeAt(result, key, layer[key], owned)
    return result as T
}
