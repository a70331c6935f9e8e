import mergeWith from 'lodash.mergewith'

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

/**
 * Chakra's theme merge semantics (a style given as a function of props is merged with the style it
 * overrides by calling both), without Chakra's extendTheme: extendTheme starts from the full default theme,
 * which puts every Chakra component's styles in the first load, used or not.
 */
const customizer = (source: unknown, override: unknown, key: string, object: Style): unknown => {
    if ((isFunction(source) || isFunction(override)) && Object.prototype.hasOwnProperty.call(object, key)) {
        return (...args: unknown[]) => {
            const sourceValue = isFunction(source) ? source(...args) : source
            const overrideValue = isFunction(override) ? override(...args) : override
            return mergeResolvedStyles(sourceValue ?? {}, overrideValue)
        }
    }
    return undefined
}

/**
 * The theme's layers merged in order. Where the theme gives a responsive object over Chakra's responsive array
 * (heading sizes), the merge adds the object's keys to the array and Chakra reads only the array.
 */
export const mergeTheme = <T extends Style>(...layers: Style[]): T =>
    mergeWith({}, ...layers, customizer) as T
