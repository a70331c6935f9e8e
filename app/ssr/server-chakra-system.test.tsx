/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import type {ElementType, ReactNode} from 'react'
import {renderToString} from 'react-dom/server'
import ssrPrepass from 'react-ssr-prepass'
import {QueryClient, QueryClientProvider, useQuery} from '@tanstack/react-query'
import {ColorModeProvider, theme, toCSSVar} from '@chakra-ui/react'
import {ThemeProvider} from '@emotion/react'
import {prepassTree} from './prepass'
import {forwardRef, PASS_THROUGH, useMultiStyleConfig, useStyleConfig} from './server-chakra-system'
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

describe('in the prepass a layout or text component renders only its children', () => {
    // Chakra-made components, named after they are made as Chakra names them.
    const internals = jest.fn()
    const made = (name: string) => {
        const component = forwardRef<{as?: ElementType; children?: ReactNode}, 'div'>(
            ({as, children}, ref) => {
                internals(name)
                const Tag = as ?? 'div'
                return (
                    <Tag ref={ref} data-name={name}>
                        {children}
                    </Tag>
                )
            }
        )
        component.displayName = name
        return component
    }
    const Text = made('Text')
    const Stack = made('Stack')
    const Modal = made('Modal')
    const loadStock = jest.fn(() => Promise.resolve(3))
    const Stock = () => <span>{`${String(useQuery(['stock'], loadStock, {suspense: true}).data)} left`}</span>
    const Custom = ({children}: {children?: ReactNode}) => <em>{children}</em>

    const tree = (client: QueryClient) => (
        <QueryClientProvider client={client}>
            <Stack>
                <Text>
                    <Stock />
                </Text>
                <Text as={Custom}>custom</Text>
                <Modal>dialog</Modal>
            </Stack>
        </QueryClientProvider>
    )

    beforeEach(() => {
        internals.mockClear()
        loadStock.mockClear()
    })

    test('the query beneath is found; only components outside the list, or rendered as another, run', async () => {
        const client = new QueryClient()
        await ssrPrepass(prepassTree(tree(client)))

        expect(client.getQueryData(['stock'])).toBe(3)
        expect(internals.mock.calls).toEqual([['Text'], ['Modal']])
    })

    test("the real render is each component's own", () => {
        const client = new QueryClient()
        client.setQueryData(['stock'], 3)

        expect(renderToString(tree(client))).toBe(
            '<div data-name="Stack"><div data-name="Text"><span>3 left</span></div>' +
                '<em>custom</em><div data-name="Modal">dialog</div></div>'
        )
        expect(internals).toHaveBeenCalledTimes(4)
    })
})

test("no component that passes through in the prepass provides a context its children could need (Chakra's source)", () => {
    const chakra = path.resolve(require.resolve('@chakra-ui/react'), '../../..')
    const sources = fs
        .readdirSync(chakra)
        .flatMap((pkg) => {
            const dist = path.join(chakra, pkg, 'dist')
            return fs.existsSync(dist) ? fs.readdirSync(dist).map((file) => path.join(dist, file)) : []
        })
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => fs.readFileSync(file, 'utf8'))
    const definitionOf = (name: string) => {
        for (const source of sources) {
            const start = source.indexOf(`var ${name} = `)
            const end = source.indexOf(`${name}.displayName`, start)
            if (start >= 0 && end > start) return source.slice(start, end)
        }
        return undefined
    }
    const found = [...PASS_THROUGH].map((name) => [name, definitionOf(name)] as const)

    expect(found.filter(([, definition]) => definition === undefined).map(([name]) => name)).toEqual([])
    expect(found.filter(([, definition]) => /Provider/.test(definition ?? '')).map(([name]) => name)).toEqual(
        []
    )
    // The check can see a provider: List's and Tag's own definitions hold one.
    expect(definitionOf('List')).toMatch(/Provider/)
    expect(definitionOf('Tag')).toMatch(/Provider/)
})

test("the server build, and only it, gives Chakra's component packages this module, and not the package itself", () => {
    const button = installedFile('@chakra-ui', 'button', 'dist', 'index.mjs')
    const system = installedFile('@chakra-ui', 'system', 'dist', 'index.mjs')
    const thisModule = path.resolve(__dirname, 'server-chakra-system.ts')

    expect(aliasIn('server', '@chakra-ui/system$', button)).toBe(thisModule)
    expect(aliasIn('server', '@chakra-ui/system$', system)).toBeUndefined()
    expect(aliasIn('server', '@chakra-ui/system$', thisModule)).toBeUndefined()
    expect(aliasIn('client', '@chakra-ui/system$', button)).toBeUndefined()
})
