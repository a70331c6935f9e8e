/**
 * @jest-environment node
 */
import type {ReactElement} from 'react'
import {renderToString} from 'react-dom/server'
import {ColorModeProvider, theme as chakraTheme, toCSSVar, useChakra, useStyleConfig} from '@chakra-ui/react'
import {ThemeProvider} from '@emotion/react'
import {MAX_CONFIGS, styleConfigHook} from './style-config-memo'

/**
 * Issue #8: on the server a themed component's style config is resolved once per theme, component and
 * props, not on every render; the value is Chakra's own.
 */

const baseStyle = jest.fn((props: Record<string, unknown>) => ({
    color: props.colorScheme === 'red' ? 'red.500' : 'gray.800',
    opacity: props.isDisabled ? 0.4 : 1
}))
const theme = toCSSVar({
    ...chakraTheme,
    components: {
        ...chakraTheme.components,
        Pill: {baseStyle, sizes: {sm: {px: 2}, md: {px: 4}}, defaultProps: {size: 'md'}}
    }
})
const useServerStyleConfig = styleConfigHook(useChakra)

const stylesOf = (props: Record<string, unknown>, themeKey = 'Pill') => {
    const seen: {server?: unknown; chakra?: unknown} = {}
    const Probe = () => {
        seen.server = useServerStyleConfig(themeKey, props)
        seen.chakra = useStyleConfig(themeKey, props)
        return null
    }
    const page: ReactElement = (
        <ThemeProvider theme={theme}>
            <ColorModeProvider>
                <Probe />
            </ColorModeProvider>
        </ThemeProvider>
    )
    renderToString(page)
    return seen
}

const handler = () => undefined
const cases: [string, Record<string, unknown>, string][] = [
    ['defaults only', {}, 'Pill'],
    ['a size and a colour scheme', {size: 'sm', colorScheme: 'red'}, 'Pill'],
    ['a flag', {isDisabled: true}, 'Pill'],
    ['a handler and a custom component as `as`', {onClick: handler, as: handler}, 'Pill'],
    ['an element prop', {leftIcon: <span />}, 'Pill'],
    ["one of Chakra's multipart components", {size: 'sm', variant: 'filled'}, 'Input'],
    ["one of Chakra's components with a colour scheme", {colorScheme: 'blue', variant: 'outline'}, 'Button']
]

test.each(cases)('%s: the styles Chakra resolves', (_name, props, themeKey) => {
    const {server, chakra} = stylesOf(props, themeKey)
    expect(server).toEqual(chakra)
})

test('components alike resolve their style config once; unlike ones each resolve theirs', () => {
    stylesOf({size: 'sm', colorScheme: 'green'})
    baseStyle.mockClear()
    const first = stylesOf({size: 'sm', colorScheme: 'green', onClick: handler}).server
    const second = stylesOf({size: 'sm', colorScheme: 'green'}).server
    // Chakra's own hook in the probe calls the base style once per render.
    expect(baseStyle).toHaveBeenCalledTimes(2)
    expect(second).toEqual(first)
    stylesOf({size: 'sm', colorScheme: 'purple'})
    expect(baseStyle).toHaveBeenCalledTimes(4)
})

test('a component writing into the styles it was given changes nothing for the next one', () => {
    const first = stylesOf({size: 'sm', colorScheme: 'teal'}).server as Record<string, unknown>
    first.bg = 'black'
    expect(stylesOf({size: 'sm', colorScheme: 'teal'}).server).not.toHaveProperty('bg')
})

test('props that cannot be written out are resolved every time', () => {
    baseStyle.mockClear()
    stylesOf({leftIcon: <span />})
    stylesOf({leftIcon: <span />})
    expect(baseStyle).toHaveBeenCalledTimes(4)
})

test(`it forgets everything past ${MAX_CONFIGS} distinct props rather than growing`, () => {
    const Probe = ({index}: {index: number}) => {
        useServerStyleConfig('Pill', {'data-index': index})
        return null
    }
    const renderAll = (count: number) =>
        renderToString(
            <ThemeProvider theme={theme}>
                <ColorModeProvider>
                    {Array.from({length: count}, (_, index) => (
                        <Probe key={index} index={index} />
                    ))}
                </ColorModeProvider>
            </ThemeProvider>
        )
    renderAll(MAX_CONFIGS + 1)
    baseStyle.mockClear()
    renderAll(1)
    expect(baseStyle).toHaveBeenCalledTimes(1)
})
