import {toCSSVar} from '@chakra-ui/react'
import {theme, themeLayers} from '.'
import {mergeResolvedStyles, mergeTheme} from './merge-theme'
import type ourMergeWith from './merge-with'

// lodash's own function, by its file: the package name resolves to the storefront's merge-with in tests.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const mergeWith = require('lodash.mergewith/index.js') as typeof ourMergeWith

describe('resolved styles merged over each other', () => {
    test.each([
        ['nested objects merge key by key', {a: {b: 1, c: 2}}, {a: {c: 3, d: 4}}, {a: {b: 1, c: 3, d: 4}}],
        [
            'a value replaces an object and an object replaces a value',
            {a: {b: 1}, c: 1},
            {a: 2, c: {d: 1}},
            {a: 2, c: {d: 1}}
        ],
        ['an undefined override keeps the base', {a: 1}, {a: undefined}, {a: 1}],
        ['null replaces', {a: {b: 1}}, {a: null}, {a: null}],
        ['arrays replace', {a: [1, 2]}, {a: [3]}, {a: [3]}],
        ['no override keeps the base', {a: 1}, undefined, {a: 1}]
    ])('%s', (_, base, override, expected) => {
        expect(mergeResolvedStyles(base, override)).toEqual(expected)
    })

    test('the base is never changed', () => {
        const base = {a: {b: 1}}
        mergeResolvedStyles(base, {a: {b: 2}})
        expect(base).toEqual({a: {b: 1}})
    })

    test('a function style merges both resolved styles, as Chakra themes do', () => {
        const merged = mergeTheme<{s: (props: {x: number}) => unknown}>(
            {s: (props: {x: number}) => ({a: props.x, n: {b: 1}})},
            {s: {n: {c: 2}}}
        )
        expect(merged.s({x: 7})).toEqual({a: 7, n: {b: 1, c: 2}})
    })
})

describe('theme layers merged in order', () => {
    test.each([
        ['objects merge key by key', [{a: {b: 1, c: 2}}, {a: {c: 3}}, {a: {d: 4}}]],
        ['an array merges item by item', [{a: [1, {x: 1}, 3]}, {a: [2, {y: 2}]}]],
        [
            'an object over an array adds its keys to the array',
            [{a: ['sm', null, 'lg']}, {a: {base: 'xs', md: 'md'}}]
        ],
        ['an array over a value replaces it with a copy', [{a: 1}, {a: [1, 2]}]],
        [
            'a value replaces an object, null included',
            [
                {a: {b: 1}, c: {d: 1}},
                {a: 2, c: null}
            ]
        ],
        ['undefined never replaces a value but adds a missing key', [{a: 1}, {a: undefined, b: undefined}]],
        ['a subtree only one layer has is kept whole', [{a: {b: {c: [1, 2]}}}, {d: 1}]]
    ])('%s, as lodash merges them', (_, layers) => {
        const expected = mergeWith({}, ...layers, () => undefined)
        const merged = mergeTheme(...(layers as Record<string, unknown>[]))
        expect(merged).toEqual(expected)
        expect(Object.keys(merged)).toEqual(Object.keys(expected))
    })

    test('no layer is changed, and what only one layer has is shared with it, not copied', () => {
        const freeze = (value: unknown): void => {
            if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
            Object.freeze(value)
            Object.values(value).forEach(freeze)
        }
        const layers = [
            {a: {b: {c: 1}}, list: [1, 2], only: {x: {y: 1}}},
            {a: {b: {d: 2}}, list: [3]},
            {a: {e: 3}}
        ]
        layers.forEach(freeze)
        const merged = mergeTheme<(typeof layers)[0] & {a: unknown}>(...layers)
        expect(merged).toEqual({a: {b: {c: 1, d: 2}, e: 3}, list: [3, 2], only: {x: {y: 1}}})
        expect(merged.only).toBe(layers[0].only)
    })
})

// The storefront's own theme, resolved for every variant, size and colour scheme its components know, gives the
// same styles as with lodash's merge at render time (the merge before this one).
describe('the theme resolves as it did with lodash merging each render', () => {
    const lodashCustomizer = (source: unknown, override: unknown, key: string, object: object): unknown => {
        const isFn = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function'
        if ((isFn(source) || isFn(override)) && Object.prototype.hasOwnProperty.call(object, key)) {
            return (...args: unknown[]) =>
                mergeWith(
                    {},
                    isFn(source) ? source(...args) : source,
                    isFn(override) ? override(...args) : override,
                    lodashCustomizer
                )
        }
        return undefined
    }
    const before = mergeWith({}, ...themeLayers, lodashCustomizer) as typeof theme
    const computed = toCSSVar(theme)
    const stylesOf = (source: typeof theme) => {
        const components = source.components as Record<string, Record<string, unknown>>
        return Object.entries(components).flatMap(([name, config]) =>
            ['baseStyle', 'variants', 'sizes'].flatMap((part) => {
                const value = config[part]
                if (part === 'baseStyle')
                    return typeof value === 'function' ? [[`${name} ${part}`, value]] : []
                return Object.entries((value ?? {}) as Record<string, unknown>)
                    .filter(([, style]) => typeof style === 'function')
                    .map(([key, style]) => [`${name} ${part} ${key}`, style])
            })
        ) as [string, (props: object) => unknown][]
    }
    const previous = new Map(stylesOf(before))
    const cases = stylesOf(theme)

    test('every token and every static style is what lodash merged', () => {
        // Functions are compared by what they return, below; here only where they are.
        const shape = (value: unknown): unknown =>
            typeof value === 'function'
                ? '[function]'
                : Array.isArray(value)
                ? // Keys merged into an array are kept too (Chakra reads only the items).
                  [
                      value.map(shape),
                      shape(Object.fromEntries(Object.entries(value).filter(([key]) => !/^\d+$/.test(key))))
                  ]
                : value && typeof value === 'object'
                ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
                : value
        expect(shape(theme)).toEqual(shape(before))
    })

    test('every function style is checked', () => {
        expect(cases.length).toBeGreaterThan(20)
        expect(cases.map(([name]) => name)).toEqual([...previous.keys()])
    })

    test.each(cases)('%s', (name, style) => {
        for (const colorScheme of ['gray', 'blue', 'red']) {
            for (const orientation of ['horizontal', 'vertical']) {
                const props = {theme: computed, colorMode: 'light', colorScheme, orientation}
                expect(style(props)).toEqual(previous.get(name)?.(props))
            }
        }
    })
})
