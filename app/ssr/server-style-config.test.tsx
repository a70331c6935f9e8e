/**
 * @jest-environment node
 */
import path from 'path'
import {renderToString} from 'react-dom/server'
import ssrPrepass from 'react-ssr-prepass'
import {ColorModeProvider, theme, toCSSVar} from '@chakra-ui/react'
import {ThemeProvider} from '@emotion/react'
import {prepassTree} from './prepass'
import {useMultiStyleConfig, useStyleConfig} from './server-style-config'
import {aliasIn, installedFile} from './webpack-test-utils'

/**
 * Issue #8: the server build gives Chakra's component packages this module as `@chakra-ui/system`
 * (webpack.config.js), so a themed component resolves its style config in the real render only.
 */

const cssVarTheme = toCSSVar(theme)
// Chakra calls a function base style each time it resolves the component's style config.
const buttonBase = jest.fn(() => ({color: 'red'}))
const fieldParts = jest.fn(() => ({field: {color: 'blue'}, addon: {color: 'green'}}))
const seen: Record<string, unknown>[] = []

const Themed = () => {
    const single = useStyleConfig('Themed', {styleConfig: {baseStyle: buttonBase}})
    const parts = useMultiStyleConfig('Parts', {
        styleConfig: {parts: ['field', 'addon'], baseStyle: fieldParts}
    })
    seen.push({single, field: parts.field, addonColour: parts.addon?.color})
    return <span>themed</span>
}

const page = (
    <ThemeProvider theme={cssVarTheme}>
        <ColorModeProvider>
            <Themed />
        </ColorModeProvider>
    </ThemeProvider>
)

beforeEach(() => {
    buttonBase.mockClear()
    fieldParts.mockClear()
    seen.length = 0
})

test('the prepass resolves no style config: a component sees no styles, for itself and for every part', async () => {
    await ssrPrepass(prepassTree(page))

    expect(buttonBase).not.toHaveBeenCalled()
    expect(fieldParts).not.toHaveBeenCalled()
    expect(seen).toEqual([{single: {}, field: {}, addonColour: undefined}])
})

test('the real render resolves it as Chakra does', () => {
    expect(renderToString(page)).toBe('<span>themed</span>')

    expect(buttonBase).toHaveBeenCalled()
    expect(fieldParts).toHaveBeenCalled()
    expect(seen).toEqual([{single: {color: 'red'}, field: {color: 'blue'}, addonColour: 'green'}])
})

test("the server build, and only it, gives Chakra's component packages this module, and not the package itself", () => {
    const button = installedFile('@chakra-ui', 'button', 'dist', 'index.mjs')
    const system = installedFile('@chakra-ui', 'system', 'dist', 'index.mjs')
    const thisModule = path.resolve(__dirname, 'server-style-config.ts')

    expect(aliasIn('server', '@chakra-ui/system$', button)).toBe(thisModule)
    expect(aliasIn('server', '@chakra-ui/system$', system)).toBeUndefined()
    expect(aliasIn('server', '@chakra-ui/system$', thisModule)).toBeUndefined()
    expect(aliasIn('client', '@chakra-ui/system$', button)).toBeUndefined()
})
