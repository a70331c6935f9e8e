/**
 * @jest-environment node
 */
import path from 'path'
import type {ReactNode} from 'react'
import {renderToString} from 'react-dom/server'
import ssrPrepass from 'react-ssr-prepass'
import {QueryClient, QueryClientProvider, useQuery} from '@tanstack/react-query'
import {Box, Button, ColorModeProvider, Text, theme, toCSSVar} from '@chakra-ui/react'
import {ThemeProvider} from '@emotion/react'
import {prepassTree} from './prepass'
import {aliasIn, installedFile} from './webpack-test-utils'

/**
 * Issue #8: Chakra is built here on the server build's `@emotion/styled` (webpack.config.js), so the data
 * prepass finds every query under styled markup without computing a single style, and the real render is
 * styled as before.
 */

jest.mock('@emotion/styled', () => jest.requireActual('./server-styled'))

const cssVarTheme = toCSSVar(theme)
// Chakra resolves a function style value against the theme each time it computes the element's CSS.
const inkColour = jest.fn(() => 'red')
const loadStock = jest.fn(() => Promise.resolve(7))
const linkProps: Record<string, unknown>[] = []

const Stock = () => {
    const {data} = useQuery(['stock'], loadStock, {suspense: true})
    return <span>{`${String(data)} left`}</span>
}

const RouterLink = (props: {to: string; className?: string; children?: ReactNode}) => {
    linkProps.push(props)
    return <a href={props.to}>{props.children}</a>
}

const page = (client: QueryClient) => (
    <QueryClientProvider client={client}>
        {/* Chakra's theme and colour mode, provided as the app's theme root does (no ChakraProvider). */}
        <ThemeProvider theme={cssVarTheme}>
            <ColorModeProvider>
                <Box as="section" padding={4}>
                    <Text sx={{color: inkColour}}>
                        <Stock />
                    </Text>
                    <Button as={RouterLink} to="/leggings" variant="outline">
                        Leggings
                    </Button>
                </Box>
            </ColorModeProvider>
        </ThemeProvider>
    </QueryClientProvider>
)

beforeEach(() => {
    inkColour.mockClear()
    linkProps.length = 0
})

test('the prepass computes no style yet finds the query under styled markup and renders custom components', async () => {
    const client = new QueryClient()
    await ssrPrepass(prepassTree(page(client)))

    expect(loadStock).toHaveBeenCalledTimes(1)
    expect(client.getQueryData(['stock'])).toBe(7)
    expect(inkColour).not.toHaveBeenCalled()
    // The link gets what emotion would pass it, less emotion's class: the button's own props, no style props.
    expect(linkProps).toEqual([expect.objectContaining({to: '/leggings', className: 'chakra-button'})])
    expect(linkProps[0]).not.toHaveProperty('variant')
})

test('the real render is styled by emotion as before', () => {
    const client = new QueryClient()
    client.setQueryData(['stock'], 7)
    const html = renderToString(page(client))

    expect(inkColour).toHaveBeenCalled()
    expect(html).toMatch(/<section class="css-[a-z0-9]+">/)
    expect(html).toContain('padding:var(--chakra-space-4)')
    expect(html).toMatch(/<p class="chakra-text css-[a-z0-9]+"><span>7 left<\/span><\/p>/)
    expect(html).toContain('color:red')
    expect(html).toContain('<a href="/leggings">Leggings</a>')
    expect(linkProps).toEqual([
        expect.objectContaining({className: expect.stringMatching(/^chakra-button css-[a-z0-9]+$/)})
    ])
})

test('the server build, and only it, builds Chakra on this module', () => {
    const chakra = installedFile('@chakra-ui', 'system', 'dist', 'index.mjs')
    expect(aliasIn('server', '@emotion/styled$', chakra)).toBe(path.resolve(__dirname, 'server-styled.ts'))
    expect(aliasIn('client', '@emotion/styled$', chakra)).toBeUndefined()
})
