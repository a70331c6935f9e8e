import {createElement} from 'react'
import mergeWith from './merge-with'

// The real lodash function, by its file: the package name itself resolves to ./merge-with in tests as in builds.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const lodashMergeWith = require('lodash.mergewith/index.js') as typeof mergeWith

type Bag = Record<string, unknown>

/** A small seeded generator, so a failure names a case that can be run again. */
const random = (seed: number) => {
    let state = seed >>> 0 || 1
    return () => {
        state ^= state << 13
        state ^= state >>> 17
        state ^= state << 5
        return (state >>> 0) / 4294967296
    }
}

class Token {
    constructor(public name: string) {}
}

/**
 * Builds the same inputs twice from one seed: every object made is recorded, in order, so two runs can be
 * compared object for object (which result value is which input object, not only what it looks like).
 */
const build = (seed: number) => {
    const next = random(seed)
    const made: object[] = []
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]
    const keep = <T extends object>(value: T) => {
        made.push(value)
        return value
    }
    const keys = ['a', 'b', 'c', 'base', 'sm', 'md', '_hover', '0', '1', 'length', 'constructor']
    const leaf = (): unknown =>
        pick<() => unknown>([
            () => undefined,
            () => null,
            () => 0,
            () => NaN,
            () => 'red.500',
            () => pick(['sm', 'md', 'lg']),
            () => true,
            () => keep(() => 'style'),
            () => keep(new Token('t')),
            () => keep(new Date(0)),
            () => keep(new Uint8Array([1, 2])),
            () => keep(createElement('span', {id: 'x'}, 'icon'))
        ])()
    const value = (depth: number): unknown => {
        if (depth > 3 || next() < 0.35) return leaf()
        const shape = pick(['object', 'object', 'array', 'nullProto', 'arguments', 'reused'])
        if (shape === 'reused' && made.length) return pick(made)
        if (shape === 'array') {
            const array = keep([] as unknown[])
            const length = Math.floor(next() * 4)
            for (let index = 0; index < length; index += 1) array.push(value(depth + 1))
            return array
        }
        if (shape === 'arguments') {
            return keep(
                (function (..._values: unknown[]) {
                    // eslint-disable-next-line prefer-rest-params
                    return arguments
                })(value(depth + 1), value(depth + 1))
            )
        }
        const object = keep((shape === 'nullProto' ? Object.create(null) : {}) as Bag)
        const count = Math.floor(next() * 4)
        for (let index = 0; index < count; index += 1) object[pick(keys)] = value(depth + 1)
        if (next() < 0.05) object.self = object
        return object
    }
    const destination = next() < 0.5 ? keep({}) : value(0)
    const sources = Array.from({length: 1 + Math.floor(next() * 3)}, () => value(0))
    return {destination, sources, made}
}

/** Walks two results side by side: same shape, same prototypes, and the same input objects in the same places. */
const sameResult = (
    a: unknown,
    b: unknown,
    madeA: object[],
    madeB: object[],
    seen = new Map<unknown, unknown>()
): boolean => {
    if (typeof a !== typeof b) return false
    if (a === null || b === null || (typeof a !== 'object' && typeof a !== 'function')) return Object.is(a, b)
    if (seen.has(a)) return seen.get(a) === b
    seen.set(a, b)
    if (madeA.indexOf(a) !== madeB.indexOf(b as object)) return false
    if (typeof a === 'function') return true
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
    // An arguments object's `callee` throws when read in strict code.
    const comparable = (value: object) => Reflect.ownKeys(value).filter((key) => key !== 'callee')
    const keysA = comparable(a)
    const keysB = comparable(b as object)
    if (keysA.length !== keysB.length || keysA.some((key, index) => key !== keysB[index])) return false
    return keysA.every((key) =>
        sameResult((a as Bag)[key as string], (b as Bag)[key as string], madeA, madeB, seen)
    )
}

const run = (merge: typeof mergeWith, seed: number, withCustomizer: boolean) => {
    const {destination, sources, made} = build(seed)
    const calls: unknown[][] = []
    const customizer = (objectValue: unknown, sourceValue: unknown, key: string) => {
        calls.push([objectValue, sourceValue, key])
        if (typeof objectValue === 'function' || typeof sourceValue === 'function') return 'from customizer'
        return undefined
    }
    const result = withCustomizer
        ? merge(destination, ...sources, customizer)
        : merge(destination, ...sources)
    return {result, sources, calls, made}
}

const attempt = <T>(work: () => T) => {
    try {
        return {threw: false, outcome: work()}
    } catch {
        return {threw: true, outcome: undefined}
    }
}

describe('mergeWith behaves as lodash.mergewith', () => {
    test.each(Array.from({length: 400}, (_, index) => [index + 1]))('generated case %i', (seed) => {
        for (const withCustomizer of [false, true]) {
            const ours = attempt(() => run(mergeWith, seed, withCustomizer))
            const theirs = attempt(() => run(lodashMergeWith, seed, withCustomizer))
            // A case that makes an array's length invalid throws in both.
            expect(ours.threw).toBe(theirs.threw)
            if (!ours.outcome || !theirs.outcome) continue
            expect(
                sameResult(ours.outcome.result, theirs.outcome.result, ours.outcome.made, theirs.outcome.made)
            ).toBe(true)
            // Sources are left as they were, in both.
            expect(
                sameResult(
                    ours.outcome.sources,
                    theirs.outcome.sources,
                    ours.outcome.made,
                    theirs.outcome.made
                )
            ).toBe(true)
            expect(
                sameResult(ours.outcome.calls, theirs.outcome.calls, ours.outcome.made, theirs.outcome.made)
            ).toBe(true)
        }
    })

    test('the way Chakra calls it: props over default props, then base style, size and variant', () => {
        const icon = createElement('svg', {'aria-hidden': true})
        const onClick = () => undefined
        const props = () => [
            {theme: {colors: {}}, colorMode: 'light'},
            {size: 'md', variant: 'solid'},
            {size: ['sm', 'md'], leftIcon: icon, sx: {_hover: {bg: 'ink'}}, onClick}
        ]
        const a = props()
        const b = props()
        expect(mergeWith(a[0], a[1], a[2])).toEqual(lodashMergeWith(b[0], b[1], b[2]))
        const merged = mergeWith({}, {px: 4, _hover: {bg: 'a'}}, {px: [2, 4]}, {_hover: {color: 'b'}})
        expect(merged).toEqual({px: [2, 4], _hover: {bg: 'a', color: 'b'}})
    })

    test('arrays merge index by index and a later undefined keeps the value', () => {
        expect(mergeWith({}, {a: [1, 2, 3]}, {a: [9]}, {a: undefined})).toEqual({a: [9, 2, 3]})
    })

    test('the last argument is a customizer only after at least two others', () => {
        const source = Object.assign(() => undefined, {x: 1})
        expect(mergeWith({}, source)).toEqual({x: 1})
        expect(mergeWith({}, {a: 1}, () => 2)).toEqual({a: 2})
    })
})
