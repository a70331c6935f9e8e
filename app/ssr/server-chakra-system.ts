import type {ForwardedRef, ReactNode} from 'react'
import {
    forwardRef as chakraForwardRef,
    useChakra,
    type useMultiStyleConfig as resolveMultiStyleConfig,
    type useStyleConfig as resolveStyleConfig
} from '@chakra-ui/system'
import {useInPrepass} from './prepass'
import {styleConfigHook} from './style-config-memo'

/**
 * The server build's `@chakra-ui/system` as Chakra's own component packages see it (webpack.config.js):
 * everything as it is, except in the data prepass, which looks for the page's queries and throws its markup
 * away (its styled elements render no style, ./server-styled):
 * - a themed component does not resolve its style config, a deep merge of the theme's defaults with every prop
 *   it got (a button's icon element included) for every Button, Link, Heading and Input;
 * - a layout or text component (PASS_THROUGH) renders only its children, skipping its own hooks and markup.
 * The real render resolves style configs as Chakra does, keeping each result for components alike
 * (./style-config-memo).
 */
export * from '@chakra-ui/system'

const NO_STYLES: Record<string, never> = Object.freeze({})

/** A multipart component's styles in the prepass: every part (`styles.icon`, `styles.field`, ...) has none. */
const NO_PART_STYLES: Record<string, Record<string, never>> = new Proxy(NO_STYLES, {get: () => NO_STYLES})

// The prepass and the real render are separate trees: a component instance is always in one or the other, so
// it calls the same hooks in the same order on every render, though the prepass calls fewer.
const serverStyleConfig = styleConfigHook(useChakra)

export const useStyleConfig = ((themeKey, props) =>
    useInPrepass() ? NO_STYLES : serverStyleConfig(themeKey, props)) as typeof resolveStyleConfig

export const useMultiStyleConfig = ((themeKey, props) =>
    useInPrepass() ? NO_PART_STYLES : serverStyleConfig(themeKey, props)) as typeof resolveMultiStyleConfig

/**
 * Chakra components that render all their children, always, and nothing else that could hold a query (icons
 * and dividers aside), and provide no context to them. Components that render children only sometimes (a
 * closed modal, a collapsed panel, a skeleton) are not here: the prepass must ask for exactly the data the real
 * render shows. Nor are those whose children read a context they provide (a List's ListIcon, a Tag's TagLabel,
 * menus, forms, accordions): skipped, they would leave those children without it (a test checks Chakra's
 * source of each one listed here).
 */
export const PASS_THROUGH = new Set([
    'AspectRatio',
    'Badge',
    'Button',
    'Center',
    'Circle',
    'Container',
    'Divider',
    'Flex',
    'Grid',
    'GridItem',
    'Heading',
    'HStack',
    'IconButton',
    'Link',
    'SimpleGrid',
    'Spacer',
    'Square',
    'Stack',
    'Text',
    'VisuallyHidden',
    'VStack',
    'Wrap',
    'WrapItem'
])

interface ComponentProps {
    as?: unknown
    children?: ReactNode
}

/** Rendered as another component (`as={RouterLink}`), it renders as Chakra does: that component may hold data. */
const passesThrough = (name: string | undefined, props: ComponentProps) =>
    name !== undefined && PASS_THROUGH.has(name) && (props.as === undefined || typeof props.as === 'string')

export const forwardRef = ((render: (props: ComponentProps, ref: ForwardedRef<unknown>) => ReactNode) => {
    // Chakra names the component (`Text.displayName = "Text"`) after this returns.
    const component: {displayName?: string} = chakraForwardRef<ComponentProps, 'div'>((props, ref) =>
        useInPrepass() && passesThrough(component.displayName, props)
            ? (props.children as JSX.Element | undefined) ?? null
            : (render(props, ref) as JSX.Element | null)
    )
    return component
}) as unknown as typeof chakraForwardRef
