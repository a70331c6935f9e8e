/**
 * @jest-environment node
 */
import path from 'path'
import {Component, forwardRef, memo, type ReactElement} from 'react'
import {jsx as ownJsx} from './jsx-runtime'

/**
 * Issue #8: the production builds' JSX runtime (./jsx-runtime) keeps the compiler's props object when it holds
 * no key or ref, and otherwise must make every element exactly as React 18's own production runtime does.
 */

/** An element as React 18 makes it. */
type Element = ReactElement & {$$typeof: symbol; ref: unknown}
type Jsx = (type: unknown, config: Record<string, unknown>, maybeKey?: unknown) => Element
/** React's own production runtime (the package exports only the build its environment picks). */
const REACT_PRODUCTION_RUNTIME = path.join(
    path.dirname(require.resolve('react/package.json')),
    'cjs/react-jsx-runtime.production.min.js'
)
// eslint-disable-next-line @typescript-eslint/no-var-requires
const reactJsx = (require(REACT_PRODUCTION_RUNTIME) as {jsx: Jsx}).jsx
const jsx = ownJsx as Jsx

class WithDefaults extends Component<{size?: string; tone?: string}> {
    static defaultProps = {size: 'md', tone: 'plain'}
    override render() {
        return null
    }
}
const FunctionWithDefaults = Object.assign(() => null, {defaultProps: {size: 'sm'}})
const Forwarded = Object.assign(
    forwardRef(function Forwarded() {
        return null
    }),
    {defaultProps: {variant: 'solid'}}
)
const Memoised = memo(function Memoised() {
    return null
})
const ref = {current: null}
const onClick = () => undefined

type Case = [name: string, type: unknown, config: () => Record<string, unknown>, maybeKey: unknown]

const CASES: Case[] = [
    ['a host element', 'div', () => ({className: 'tile', children: 'Leggings'}), undefined],
    ['no props at all', 'br', () => ({}), undefined],
    ['children as an array', 'ul', () => ({children: [jsx('li', {}, 'a'), jsx('li', {}, 'b')]}), undefined],
    ['a key after a spread (third argument)', 'li', () => ({id: 'x'}), 'sku-1'],
    ['a numeric key', 'li', () => ({}), 7],
    ['a key inside the props', 'li', () => ({key: 'from-props', id: 'x'}), undefined],
    ['a key in both: the props win', 'li', () => ({key: 'from-props'}), 'argument'],
    ['a key present but undefined', 'li', () => ({key: undefined, id: 'x'}), undefined],
    ['a ref', 'input', () => ({ref, name: 'email'}), undefined],
    ['a null ref', 'input', () => ({ref: null, name: 'email'}), undefined],
    ['a ref and a key', 'input', () => ({ref, name: 'email'}), 'k'],
    ['development-only names', 'p', () => ({__self: {}, __source: {fileName: 'x'}, title: 't'}), undefined],
    ['handlers and objects', 'button', () => ({onClick, style: {color: 'red'}, 'data-x': 1}), undefined],
    ['class defaults filled in', WithDefaults, () => ({tone: 'loud'}), undefined],
    ['class defaults with an undefined prop', WithDefaults, () => ({size: undefined}), undefined],
    ['function defaults', FunctionWithDefaults, () => ({}), undefined],
    ['forwardRef defaults and a ref', Forwarded, () => ({ref, variant: undefined}), undefined],
    ['memo', Memoised, () => ({value: 1}), 'm'],
    ['a fragment', Symbol.for('react.fragment'), () => ({children: ['a', 'b']}), undefined]
]

describe('JSX runtime', () => {
    test.each(CASES)('%s: the same element as React 18', (_name, type, config, maybeKey) => {
        const expected = reactJsx(type, config(), maybeKey)
        const actual = jsx(type, config(), maybeKey)
        expect(actual.$$typeof).toBe(expected.$$typeof)
        expect(actual.type).toBe(expected.type)
        expect(actual.key).toBe(expected.key)
        expect(actual.ref).toBe(expected.ref)
        expect(actual.props).toEqual(expected.props)
        expect(Object.keys(actual.props)).toEqual(Object.keys(expected.props))
    })

    test('props with nothing to drop are the compiler’s object itself, not a copy', () => {
        const config = {className: 'tile', children: 'Leggings'}
        expect(jsx('div', config).props).toBe(config)
        expect(jsx('li', config, 'key').props).toBe(config)
        const withRef = {ref, name: 'email'}
        expect(jsx('input', withRef).props).not.toBe(withRef)
    })
})

type Modules = {
    renderToString: (element: ReactElement) => string
    chakra: typeof import('@chakra-ui/react')
    jsx: Jsx
}

/** React, Chakra and emotion loaded on their own, with this runtime in `react/jsx-runtime`'s place or not. */
const load = (ownRuntime: boolean): Modules => {
    let modules: Modules | undefined
    jest.isolateModules(() => {
        if (ownRuntime) jest.doMock('react/jsx-runtime', () => jest.requireActual('./jsx-runtime'))
        else jest.dontMock('react/jsx-runtime')
        /* eslint-disable @typescript-eslint/no-var-requires */
        modules = {
            renderToString: (require('react-dom/server') as typeof import('react-dom/server')).renderToString,
            chakra: require('@chakra-ui/react') as typeof import('@chakra-ui/react'),
            jsx: (require('react/jsx-runtime') as {jsx: Jsx}).jsx
        }
        /* eslint-enable @typescript-eslint/no-var-requires */
    })
    if (!modules) throw new Error('modules not loaded')
    return modules
}

/** A listing's worth of Chakra components (which make their elements through the runtime), keyed and nested. */
const page = ({chakra, jsx: h}: Modules) => {
    const {Badge, Box, Button, ChakraProvider, Checkbox, Heading, Input, Link, Text} = chakra
    const tile = (index: number) =>
        h(
            Box,
            {
                as: 'article',
                p: {base: 2, md: 4},
                children: [
                    h(Heading, {as: 'h3', size: 'sm', children: `Tile ${index}`}, 'h'),
                    h(Text, {noOfLines: 2, children: 'Seamless leggings'}, 't'),
                    h(Badge, {colorScheme: index === 1 ? 'red' : 'green', children: 'New'}, 'b'),
                    h(Link, {href: `/p/${index}`, children: 'View'}, 'l'),
                    h(Button, {size: 'sm', isDisabled: index === 2, children: 'Add to bag'}, 'a'),
                    h(Input, {placeholder: 'Size', ref: {current: null}}, 'i'),
                    h(Checkbox, {defaultChecked: index === 1, children: 'Gift'}, 'c')
                ]
            },
            index
        )
    return h(ChakraProvider, {children: h(Box, {as: 'main', children: [0, 1, 2].map(tile)})})
}

test('Chakra pages render the same HTML with this runtime as with React’s', () => {
    const react = load(false)
    const own = load(true)
    expect(own.jsx).not.toBe(react.jsx)
    const expected = react.renderToString(page(react))
    expect(expected).toContain('Add to bag')
    expect(own.renderToString(page(own))).toBe(expected)
})

type BuildConfig = {name: string; resolve: {alias?: Record<string, string>}}

/** The project's webpack configurations as `NODE_ENV` makes them. */
const buildConfigs = (nodeEnv: string) => {
    const saved = process.env.NODE_ENV
    process.env.NODE_ENV = nodeEnv
    try {
        let configs: BuildConfig[] = []
        jest.isolateModules(() => {
            // eslint-disable-next-line @typescript-eslint/no-var-requires
            configs = require('../../webpack.config.js') as BuildConfig[]
        })
        return configs
    } finally {
        process.env.NODE_ENV = saved
    }
}

test('the production builds, server and browser, use it; development builds keep React’s', () => {
    const production = buildConfigs('production')
    expect(production.map((config) => config.name)).toEqual(expect.arrayContaining(['client', 'server']))
    for (const config of production) {
        const aliases = config.resolve.alias ?? {}
        expect(aliases['react/jsx-runtime$']).toBe(path.join(__dirname, 'jsx-runtime.ts'))
        // Webpack tries aliases in order, and PWA Kit's alias for all of `react` would match first.
        expect(Object.keys(aliases).indexOf('react/jsx-runtime$')).toBeLessThan(
            Object.keys(aliases).indexOf('react')
        )
    }
    for (const config of buildConfigs('development'))
        expect(config.resolve.alias?.['react/jsx-runtime$']).toBeUndefined()
})
