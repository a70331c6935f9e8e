import mergeWith from 'lodash.mergewith'

type Style = Record<string, unknown>

const isFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function'

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
            return mergeWith({}, sourceValue, overrideValue, customizer)
        }
    }
    return undefined
}

export const mergeTheme = <T extends Style>(...layers: Style[]): T =>
    mergeWith({}, ...layers, customizer) as T
