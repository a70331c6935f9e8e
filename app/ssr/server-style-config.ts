import {
    useMultiStyleConfig as resolveMultiStyleConfig,
    useStyleConfig as resolveStyleConfig
} from '@chakra-ui/system'
import {useInPrepass} from './prepass'

/**
 * The server build's `@chakra-ui/system` as Chakra's own component packages see it (webpack.config.js):
 * everything as it is, except that a themed component's style config is not resolved in the data prepass.
 * Resolving it deep-merges the theme's defaults with every prop the component got (a button's icon element
 * included) for every Button, Link, Heading and Input, and the prepass throws the result away: its styled
 * elements render no style (./server-styled). The real render resolves it as before.
 */
export * from '@chakra-ui/system'

const NO_STYLES: Record<string, never> = Object.freeze({})

/** A multipart component's styles in the prepass: every part (`styles.icon`, `styles.field`, ...) has none. */
const NO_PART_STYLES: Record<string, Record<string, never>> = new Proxy(NO_STYLES, {get: () => NO_STYLES})

// The prepass and the real render are separate trees: a component instance is always in one or the other, so
// it calls the same hooks in the same order on every render, though the prepass calls fewer.
export const useStyleConfig: typeof resolveStyleConfig = (themeKey, props) =>
    useInPrepass() ? NO_STYLES : resolveStyleConfig(themeKey, props)

export const useMultiStyleConfig: typeof resolveMultiStyleConfig = (themeKey, props) =>
    useInPrepass() ? NO_PART_STYLES : resolveMultiStyleConfig(themeKey, props)
