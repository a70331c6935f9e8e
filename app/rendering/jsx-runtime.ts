import * as React from 'react'

/**
 * React's automatic JSX runtime for the production builds (server and browser; webpack.config.js puts it in
 * `react/jsx-runtime`'s place). React 18's copies every element's props into a new object to drop `key` and
 * `ref`, although the compiler hands it a new object for every element; a render creates thousands of
 * elements in the server's passes and again in hydration. This one keeps the compiler's object when it holds
 * nothing to drop, as React 19 does, and otherwise makes the element exactly as React 18 does.
 */

const ELEMENT = Symbol.for('react.element')
/** The component rendering now (class components only, in production), which React records on each element. */
const owner = (
    React as unknown as {
        __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: {ReactCurrentOwner: {current: unknown}}
    }
).__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner
const hasOwn = (object: object, name: string) => Object.prototype.hasOwnProperty.call(object, name)

type Props = Record<string, unknown>

const withoutReserved = (config: Props) => {
    const props: Props = {}
    for (const name in config) {
        if (
            hasOwn(config, name) &&
            name !== 'key' &&
            name !== 'ref' &&
            name !== '__self' &&
            name !== '__source'
        )
            props[name] = config[name]
    }
    return props
}

export function jsx(type: unknown, config: Props, maybeKey?: unknown) {
    let key = maybeKey === undefined ? null : `${String(maybeKey)}`
    let ref: unknown = null
    let props = config
    if ('key' in config || 'ref' in config || '__self' in config || '__source' in config) {
        if (config.key !== undefined) key = `${String(config.key)}`
        if (config.ref !== undefined) ref = config.ref
        props = withoutReserved(config)
    }
    const defaults =
        typeof type === 'object' || typeof type === 'function'
            ? (type as {defaultProps?: Props} | null)?.defaultProps
            : undefined
    if (defaults) {
        for (const name in defaults) if (props[name] === undefined) props[name] = defaults[name]
    }
    return {$$typeof: ELEMENT, type, key, ref, props, _owner: owner.current}
}

/** The compiler's call for an element with several static children: made the same way. */
export function jsxs(type: unknown, config: Props, maybeKey?: unknown) {
    return jsx(type, config, maybeKey)
}

export const Fragment = React.Fragment
