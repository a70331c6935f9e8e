/**
 * Chakra turns each styled element's style props into CSS on every render: its `css()` walks the props,
 * resolves theme tokens, responsive values and pseudo selectors. On the server that was a third of a page's
 * render CPU, most of it for elements styled exactly like another (24 product tiles, 200 menu links).
 *
 * `memoStyleFunction` keeps the result per distinct style input, per theme. Chakra's style function reads
 * only the theme, `css`, `__css`, `sx`, the style props and its component's `baseStyle`, which is an object
 * for every Chakra and storefront component (none passes a function; a test checks ours). So those props,
 * written out in order, name the result. A style input holding a function or anything else that cannot be
 * written out (a token function `sx={(theme) => …}`) is computed every time, as before.
 */

type StyleFunction = (props: Record<string, unknown>) => unknown

export const UNKEYABLE = Symbol('unkeyable')
const STYLE_OBJECT_PROPS = new Set(['css', '__css', 'sx'])
/** Enough for every distinct style a catalogue page renders many times over, small enough to forget. */
export const MAX_ENTRIES = 4000

/** A value written out, or UNKEYABLE when it holds something whose identity matters (a function, an element). */
const spelledOut = (value: unknown): string | typeof UNKEYABLE => {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(value)
        case 'number':
        case 'boolean':
            return String(value)
        case 'undefined':
            return 'u'
        case 'object': {
            if (value === null) return 'n'
            if (Array.isArray(value)) {
                let key = '['
                for (const item of value) {
                    const itemKey = spelledOut(item)
                    if (itemKey === UNKEYABLE) return UNKEYABLE
                    key += `${itemKey},`
                }
                return `${key}]`
            }
            const prototype = Object.getPrototypeOf(value) as unknown
            if (prototype !== Object.prototype && prototype !== null) return UNKEYABLE
            let key = '{'
            for (const name of Object.keys(value)) {
                const valueKey = spelledOut((value as Record<string, unknown>)[name])
                if (valueKey === UNKEYABLE) return UNKEYABLE
                key += `${JSON.stringify(name)}:${valueKey},`
            }
            return `${key}}`
        }
        default:
            return UNKEYABLE
    }
}

/** True when JSON writes the value out whole: nothing undefined, no function, non-finite number or class instance. */
const isJsonData = (value: unknown): boolean => {
    switch (typeof value) {
        case 'string':
        case 'boolean':
            return true
        case 'number':
            return Number.isFinite(value)
        case 'object': {
            if (value === null) return true
            if (Array.isArray(value)) {
                // Indexed, not every(): a hole is undefined here, as JSON would write it as null.
                for (let index = 0; index < value.length; index += 1)
                    if (!isJsonData(value[index])) return false
                return true
            }
            const prototype = Object.getPrototypeOf(value) as unknown
            if (prototype !== Object.prototype && prototype !== null) return false
            for (const name in value) if (!isJsonData((value as Record<string, unknown>)[name])) return false
            return true
        }
        default:
            return false
    }
}

/**
 * Most style values are plain data, which the engine's own JSON writer spells out several times faster than
 * `spelledOut`; the rest (an undefined beside a value, which Chakra may treat unlike an absent one) are
 * spelled out by hand, marked so the two spellings never meet.
 */
const keyOf = (value: unknown): string | typeof UNKEYABLE => {
    if (isJsonData(value)) return JSON.stringify(value)
    const spelled = spelledOut(value)
    return spelled === UNKEYABLE ? UNKEYABLE : `~${spelled}`
}

/** The props `included` picks, written out in their order; UNKEYABLE when one cannot be. */
export const propsKey = (
    props: Record<string, unknown>,
    included: (name: string, value: unknown) => boolean
): string | typeof UNKEYABLE => {
    let key = ''
    for (const name of Object.keys(props)) {
        const value = props[name]
        if (!included(name, value)) continue
        const valueKey = keyOf(value)
        if (valueKey === UNKEYABLE) return UNKEYABLE
        key += `${name}=${valueKey};`
    }
    return key
}

/** The style input of a styled element's props, written out; UNKEYABLE when it cannot be. */
export const styleKey = (
    props: Record<string, unknown>,
    isStyleProp: (name: string) => boolean
): string | typeof UNKEYABLE =>
    propsKey(
        props,
        (name) =>
            name !== 'theme' && name !== 'children' && (STYLE_OBJECT_PROPS.has(name) || isStyleProp(name))
    )

/**
 * The value kept under `key`, computed and kept when there is none; a full map is forgotten whole rather than
 * growing (the server's memos are bounded this way).
 */
export const keptOrComputed = <V>(kept: Map<string, V>, key: string, limit: number, compute: () => V): V => {
    if (kept.has(key)) return kept.get(key) as V
    const value = compute()
    if (kept.size >= limit) kept.clear()
    kept.set(key, value)
    return value
}

/**
 * `settle` turns a computed style into what is kept and returned for it (the server keeps emotion's serialised
 * string, see ./server-styled); a style that is not kept is returned as computed.
 */
export const memoStyleFunction = (
    styleFunction: StyleFunction,
    isStyleProp: (name: string) => boolean,
    settle: (computed: unknown) => unknown = (computed) => computed
): StyleFunction => {
    const byTheme = new WeakMap<object, Map<string, unknown>>()
    return (props) => {
        const theme = props.theme
        if (typeof theme !== 'object' || theme === null) return styleFunction(props)
        const key = styleKey(props, isStyleProp)
        if (key === UNKEYABLE) return styleFunction(props)
        let results = byTheme.get(theme)
        if (!results) byTheme.set(theme, (results = new Map()))
        return keptOrComputed(results, key, MAX_ENTRIES, () => settle(styleFunction(props)))
    }
}
