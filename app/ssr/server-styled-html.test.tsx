/**
 * @jest-environment node
 */
import type {ReactElement} from 'react'

/**
 * Issue #8: the server build's styled module (./server-styled) keeps each distinct style's CSS text and hands
 * it to emotion again, so the browser, which styles with emotion's own module, must hydrate the very same
 * markup and class names, with emotion's serialisation kept per CSS text as well. Each module set is loaded on its own (React, Chakra and emotion included), so the
 * one compared against is untouched by the other.
 */

type Modules = {
    renderToString: (element: ReactElement) => string
    chakra: typeof import('@chakra-ui/react')
    ThemeProvider: typeof import('@emotion/react').ThemeProvider
    React: typeof import('react')
}

const load = (serverStyled: boolean): Modules => {
    let modules: Modules | undefined
    jest.isolateModules(() => {
        if (serverStyled) {
            jest.doMock('@emotion/styled', () => jest.requireActual('./server-styled'))
            // The server build's serialisation for emotion's styled (only styled uses serializeStyles this way).
            jest.doMock('@emotion/serialize', () => {
                const actual = jest.requireActual('@emotion/serialize')
                const {serialiseByText} = jest.requireActual('./serialise-by-text')
                return {...actual, serializeStyles: serialiseByText(actual.serializeStyles)}
            })
            // The server build's style configs for Chakra's components, kept per props (./style-config-memo).
            jest.doMock('@chakra-ui/system', () => {
                const actual = jest.requireActual('@chakra-ui/system')
                const {styleConfigHook} = jest.requireActual('./style-config-memo')
                const hook = styleConfigHook(actual.useChakra)
                return {...actual, useStyleConfig: hook, useMultiStyleConfig: hook}
            })
        } else {
            jest.dontMock('@emotion/styled')
            jest.dontMock('@emotion/serialize')
            jest.dontMock('@chakra-ui/system')
        }
        modules = {
            /* eslint-disable @typescript-eslint/no-var-requires */
            renderToString: (require('react-dom/server') as typeof import('react-dom/server')).renderToString,
            chakra: require('@chakra-ui/react') as typeof import('@chakra-ui/react'),
            ThemeProvider: (require('@emotion/react') as typeof import('@emotion/react')).ThemeProvider,
            React: require('react') as typeof import('react')
            /* eslint-enable @typescript-eslint/no-var-requires */
        }
    })
    if (!modules) throw new Error('modules not loaded')
    return modules
}

/**
 * A page's worth of Chakra: repeated tiles, responsive values, pseudo selectors, keyframes (the spinner), and
 * themed components alike and unlike (variants, sizes, colour schemes, an icon element, handlers, a custom
 * component as `as`, multipart inputs and checkboxes).
 */
const page = ({React, chakra, ThemeProvider}: Modules, theme: object): ReactElement => {
    const {Badge, Box, Button, Checkbox, ColorModeProvider, Heading, Input, Link, Spinner, Text} = chakra
    const h = React.createElement
    const Anchor = (props: object) => h('a', props)
    const tile = (index: number) =>
        h(
            Box,
            {key: index, as: 'article', p: {base: 2, md: 4}, _hover: {bg: 'gray.100'}, borderWidth: '1px'},
            h(Heading, {as: 'h3', size: index === 2 ? 'md' : 'sm'}, `Tile ${index}`),
            h(Text, {color: 'gray.600', noOfLines: 2}, 'Seamless leggings'),
            h(Badge, {colorScheme: index === 1 ? 'red' : 'green', variant: 'solid'}, 'New'),
            h(Link, {as: Anchor, href: `/p/${index}`, onClick: () => undefined}, 'View'),
            h(
                Button,
                {
                    variant: index === 0 ? 'solid' : 'outline',
                    colorScheme: 'blue',
                    size: 'sm',
                    leftIcon: index === 1 ? h('span', null, '+') : undefined,
                    onClick: () => undefined,
                    isDisabled: index === 2
                },
                'Add to bag'
            ),
            h(Input, {size: index === 0 ? 'lg' : 'md', variant: 'filled', placeholder: 'Size'}),
            h(Checkbox, {colorScheme: 'blue', defaultChecked: index === 1}, 'Gift')
        )
    const children = h(
        ColorModeProvider,
        null,
        h(Box, {as: 'main', display: ['block', null, 'grid'], gap: 4}, [0, 1, 2].map(tile)),
        h(Spinner, {size: 'lg'})
    )
    return h(ThemeProvider, {theme, children})
}

test('the server build renders the same HTML as emotion, on a first page and on later ones (keyframes too)', () => {
    const own = load(false)
    const server = load(true)
    const ownTheme = own.chakra.toCSSVar(own.chakra.theme)
    const serverTheme = server.chakra.toCSSVar(server.chakra.theme)
    const expected = own.renderToString(page(own, ownTheme))

    expect(expected).toContain('@keyframes')
    // The second and third renders reuse the kept text; each is a new page with its own style tags.
    for (let render = 0; render < 3; render += 1) {
        expect(server.renderToString(page(server, serverTheme))).toBe(expected)
    }
})
