import {resolveStyleConfig} from '@chakra-ui/styled-system'
import {filterUndefined, memoizedGet, mergeWith, omit} from '@chakra-ui/utils'
import {keptOrComputed, propsKey, UNKEYABLE} from './style-memo'

/**
 * A themed Chakra component (Button, Link, Heading, Input...) resolves its style config on every render: a
 * deep merge of the theme's defaults with every prop it got, then the theme's base style, size and variant
 * recipes. On the server that was about 5 ms of a catalogue page's render, for components mostly alike (every
 * tile's link, every menu link). Here the result is kept per theme, component and props, written out; what
 * cannot be written out is resolved every time.
 *
 * The value is the one Chakra's `useStyleConfig` returns (the same merge and recipes, from the same packages);
 * a test renders pages both ways and compares. Event handlers and a component given as `as` are left out of
 * the key: no recipe reads them (Chakra's and the storefront's recipes read the theme, colour mode, variant,
 * size, colour scheme, orientation and flags).
 */

type StyleConfig = {defaultProps?: Record<string, unknown>} & Parameters<typeof resolveStyleConfig>[0]
type Styles = Record<string, unknown>
type Props = Record<string, unknown> & {styleConfig?: StyleConfig; children?: unknown}

/** Enough for every distinct themed component of a catalogue page, small enough to forget. */
export const MAX_CONFIGS = 2000

const resolve = (theme: object, colorMode: string, config: StyleConfig | undefined, props: Props): Styles => {
    if (!config) return {}
    const {styleConfig: _ignored, ...rest} = props
    const merged = mergeWith(
        {theme, colorMode},
        config.defaultProps ?? {},
        filterUndefined(omit(rest, ['children']))
    ) as Parameters<ReturnType<typeof resolveStyleConfig>>[0]
    return resolveStyleConfig(config)(merged) as Styles
}

/** Props a recipe reads: not children, not an absent value (Chakra drops those), not a handler or `as` component. */
const isRecipeInput = (name: string, value: unknown) =>
    name !== 'children' &&
    value !== undefined &&
    !(typeof value === 'function' && (name === 'as' || /^on[A-Z]/.test(name)))

const byTheme = new WeakMap<object, Map<string, Styles>>()

/** The styles of a themed component: Chakra's, kept per theme, colour mode, component and props. */
const styleConfigStyles = (
    theme: object,
    colorMode: string,
    themeKey: string | null | undefined,
    props: Props = {}
): Styles => {
    // A style config passed in (Chakra's unstable component styles) is an object of its own: not kept.
    if (props.styleConfig || !themeKey) return resolve(theme, colorMode, props.styleConfig, props)
    const config = memoizedGet(theme, `components.${themeKey}`) as StyleConfig | undefined
    if (!config) return {}
    const key = propsKey(props, isRecipeInput)
    if (key === UNKEYABLE) return resolve(theme, colorMode, config, props)
    let results = byTheme.get(theme)
    if (!results) byTheme.set(theme, (results = new Map()))
    const styles = keptOrComputed(results, `${themeKey}|${colorMode}|${key}`, MAX_CONFIGS, () =>
        resolve(theme, colorMode, config, props)
    )
    // Each caller gets its own top level: Chakra's Tooltip writes its background into the styles it is given.
    return {...styles}
}

type UseChakra = () => {theme: object; colorMode: string}

/** Chakra's `useStyleConfig` and `useMultiStyleConfig` (one implementation in Chakra too), kept as above. */
export const styleConfigHook =
    (useChakra: UseChakra) =>
    (themeKey: string | null | undefined, props?: Props): Styles => {
        const {theme, colorMode} = useChakra()
        return styleConfigStyles(theme, colorMode, themeKey, props)
    }
