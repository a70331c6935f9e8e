/**
 * @jest-environment node
 */
import {keyframes} from '@emotion/react'
import {serializeStyles} from '@emotion/serialize'
import path from 'path'
import {MAX_TEXTS, serialiseByText} from './serialise-by-text'
import {aliasIn, installedFile} from './webpack-test-utils'

/**
 * Issue #8: a styled element's serialisation is kept per CSS text on the server. It must be exactly emotion's
 * for every calling form, and emotion must do the work itself wherever the text alone does not decide it.
 */

type Serialize = Parameters<typeof serialiseByText>[0]
const emotion = serializeStyles as unknown as Serialize
const props = {theme: {}, color: 'red'}
const templateLiteral = (strings: TemplateStringsArray, ...values: unknown[]) => [strings, ...values]
const spin = keyframes({from: {opacity: 0}, to: {opacity: 1}})

const cases: [string, unknown[], Record<string, string>?][] = [
    ['one style function returning text', [() => 'color:red;']],
    ['a component layer and the element style', ['display:flex;', (p: typeof props) => `color:${p.color};`]],
    ['a label in the text', ['label:Tile;', () => 'padding:4px;']],
    ['nothing from a style function', [() => undefined, () => false, 'margin:0;']],
    ['a class name of a registered style', ['css-abc', 'top:0;'], {'css-abc': 'left:0;'}],
    ['an object style', [() => ({color: 'blue'})]],
    ['keyframes', [() => ({animation: `${spin.name} 1s`}), spin]],
    ['a function returning a function', [() => () => 'color:green;']],
    ['a template literal', templateLiteral`color: ${'red'}; margin: ${0};`],
    ['a number', [4]]
]

test.each(cases)('%s: the same serialisation as emotion', (_name, args, registered = {}) => {
    const byText = serialiseByText(emotion)
    const expected = emotion(args, {...registered}, props)
    expect(byText(args, {...registered}, props)).toEqual(expected)
    expect(byText(args, {...registered}, props)).toEqual(expected)
})

test('a text seen before is not serialised again, and the same object is returned', () => {
    const spy = jest.fn(emotion)
    const byText = serialiseByText(spy)
    const first = byText([() => 'color:red;'], {}, props)
    const again = byText(['color:', () => 'red;'], {}, props)
    expect(again).toBe(first)
    expect(spy).toHaveBeenCalledTimes(1)
})

test('what the text alone does not decide goes to emotion every time, with the arguments it was given', () => {
    const spy = jest.fn(emotion)
    const byText = serialiseByText(spy)
    const args = [() => ({color: 'blue'})]
    byText(args, {}, props)
    byText(args, {}, props)
    expect(spy).toHaveBeenCalledTimes(2)
    expect(spy).toHaveBeenLastCalledWith(args, {}, props)
})

test(`it forgets everything past ${MAX_TEXTS} texts rather than growing`, () => {
    const spy = jest.fn(emotion)
    const byText = serialiseByText(spy)
    for (let index = 0; index <= MAX_TEXTS; index += 1) byText([`width:${index}px;`], {}, props)
    byText(['width:0px;'], {}, props)
    expect(spy).toHaveBeenCalledTimes(MAX_TEXTS + 2)
})

test("the server build gives emotion's styled this serialisation, and nothing else", () => {
    const styledBase = installedFile('@emotion', 'styled', 'base', 'dist', 'emotion-styled-base.esm.js')
    const thisModule = path.resolve(__dirname, 'server-emotion-serialize.ts')
    expect(aliasIn('server', '@emotion/serialize$', styledBase)).toBe(thisModule)
    expect(
        aliasIn('server', '@emotion/serialize$', installedFile('@emotion', 'react', 'dist', 'x.js'))
    ).toBeUndefined()
    expect(aliasIn('client', '@emotion/serialize$', styledBase)).toBeUndefined()
})
