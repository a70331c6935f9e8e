import fs from 'fs'
import path from 'path'
import {isStyleProp} from '@chakra-ui/react'
import {MAX_ENTRIES, memoStyleFunction} from './style-memo'

const theme = {space: {4: '1rem'}}
const otherTheme = {space: {4: '2rem'}}
const element = {$$typeof: Symbol.for('react.element'), type: 'span', props: {}}
class Token {}

const styleFunction = () => jest.fn((props: Record<string, unknown>) => ({computedFor: {...props}}))

describe('a styled element styled like one before it reuses its CSS', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
        ['same style props', {padding: 4, color: 'ink.900'}, {padding: 4, color: 'ink.900'}],
        ['same responsive value', {display: ['none', null, 'flex']}, {display: ['none', null, 'flex']}],
        [
            'same sx and __css',
            {sx: {'&:hover': {opacity: 0.8}}, __css: {display: 'flex'}},
            {sx: {'&:hover': {opacity: 0.8}}, __css: {display: 'flex'}}
        ],
        [
            'other props differ',
            {padding: 4, href: '/a', 'aria-label': 'A'},
            {padding: 4, href: '/b', id: 'b'}
        ],
        ['handlers and children differ', {padding: 4, onClick: () => 1, children: element}, {padding: 4}]
    ]
    test.each(cases)('%s', (_, first, second) => {
        const compute = styleFunction()
        const memo = memoStyleFunction(compute, isStyleProp)
        const result = memo({...first, theme})
        expect(memo({...second, theme})).toBe(result)
        expect(compute).toHaveBeenCalledTimes(1)
    })
})

describe('a different style input is computed anew', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
        ['a style prop differs', {padding: 4}, {padding: 5}],
        ['a number and its string', {padding: 4}, {padding: '4'}],
        ['a responsive value differs', {display: ['none', 'flex']}, {display: ['none', 'block']}],
        ['sx differs deep down', {sx: {'&:hover': {opacity: 0.8}}}, {sx: {'&:hover': {opacity: 0.9}}}],
        ['css differs', {css: {margin: 0}}, {css: {margin: 1}}],
        ['a style prop is added', {padding: 4}, {padding: 4, margin: 0}],
        ['undefined against absent', {padding: 4}, {padding: 4, margin: undefined}],
        [
            'undefined against null in a responsive value',
            {display: ['none', null]},
            {display: ['none', undefined]}
        ],
        // eslint-disable-next-line no-sparse-arrays
        ['a hole against null', {display: ['none', null, 'flex']}, {display: ['none', , 'flex']}],
        ['not a number against null', {opacity: null}, {opacity: NaN}],
        [
            'undefined against null deep down',
            {sx: {'&:hover': {opacity: null}}},
            {sx: {'&:hover': {opacity: undefined}}}
        ]
    ]
    test.each(cases)('%s', (_, first, second) => {
        const compute = styleFunction()
        const memo = memoStyleFunction(compute, isStyleProp)
        memo({...first, theme})
        memo({...second, theme})
        expect(compute).toHaveBeenCalledTimes(2)
    })

    test('under another theme', () => {
        const compute = styleFunction()
        const memo = memoStyleFunction(compute, isStyleProp)
        memo({padding: 4, theme})
        memo({padding: 4, theme: otherTheme})
        expect(compute).toHaveBeenCalledTimes(2)
    })
})

describe('a style input that cannot be written out is computed every time', () => {
    const cases: [string, Record<string, unknown>][] = [
        ['a token function in sx', {sx: {color: (t: unknown) => t}}],
        ['a function style prop', {color: () => 'red'}],
        ['an element in __css', {__css: {content: element}}],
        ['a class instance in sx', {sx: {token: new Token()}}],
        ['no theme', {padding: 4, theme: undefined}]
    ]
    test.each(cases)('%s', (_, props) => {
        const compute = styleFunction()
        const memo = memoStyleFunction(compute, isStyleProp)
        const withTheme = 'theme' in props ? props : {...props, theme}
        memo(withTheme)
        memo(withTheme)
        expect(compute).toHaveBeenCalledTimes(2)
    })
})

test('the memo forgets everything once it holds its maximum, then fills again', () => {
    const compute = styleFunction()
    const memo = memoStyleFunction(compute, isStyleProp)
    for (let index = 0; index < MAX_ENTRIES; index += 1) memo({padding: index, theme})
    memo({padding: 0, theme})
    expect(compute).toHaveBeenCalledTimes(MAX_ENTRIES)
    memo({padding: MAX_ENTRIES, theme})
    memo({padding: 0, theme})
    expect(compute).toHaveBeenCalledTimes(MAX_ENTRIES + 2)
})

test("no storefront component gives chakra() a base style function, which the memo's key could not see", () => {
    const sources: string[] = []
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
            const file = path.join(dir, entry.name)
            if (entry.isDirectory()) walk(file)
            else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) sources.push(file)
        }
    }
    walk(path.resolve(__dirname, '..'))
    const offenders = sources.filter((file) =>
        /chakra\([^)]*\{[^}]*baseStyle\s*:\s*(\(|function\b|[\w$]+\s*=>)/s.test(fs.readFileSync(file, 'utf8'))
    )
    expect(offenders).toEqual([])
})

test('a style is kept, and returned, as `settle` makes it, settled once; one that cannot be kept is returned as computed', () => {
    const compute = styleFunction()
    const settle = jest.fn((computed: unknown) => `text of ${JSON.stringify(computed)}`)
    const memo = memoStyleFunction(compute, isStyleProp, settle)
    const first = memo({padding: 4, theme})
    expect(first).toMatch(/^text of /)
    expect(memo({padding: 4, theme})).toBe(first)
    expect(settle).toHaveBeenCalledTimes(1)
    expect(memo({sx: {color: () => 'red'}, theme})).toEqual({computedFor: expect.any(Object)})
})
