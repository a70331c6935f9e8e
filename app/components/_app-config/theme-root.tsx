import type {ReactNode} from 'react'
import {
    ColorModeContext,
    CSSReset,
    css as chakraCss,
    EnvironmentProvider,
    toCSSVar,
    type ColorModeContextType
} from '@chakra-ui/react'
import {CacheProvider, css, ThemeProvider} from '@emotion/react'
import {theme} from '../../theme'
import {cacheForHoistedStyles} from '../../theme/hoisted-styles'
import {PageGlobal, UnlessStylesHoisted} from '../../theme/page-global'

/**
 * Chakra's provider (theme, CSS custom properties, reset, global styles, colour mode, environment), with the
 * theme work done once per process instead of on every render: ChakraProvider derives the CSS-variable theme
 * and serialises its variables and global styles in each render, which was a large share of every server
 * render's CPU (issue #8 profile). Its toast host is left out too: it pulls the animation library into every
 * page's first load, and the storefront shows no toasts.
 *
 * The storefront has one colour mode, so the colour mode is a constant and its markers are in the server's
 * HTML (components/_app/app-head.tsx). Chakra's colour mode provider set them after mounting instead: it read
 * and wrote local storage, changed the body's class and the document's data-theme, and made the browser
 * restyle the whole page twice (a style tag switching transitions off, added and removed around a forced
 * style read) in the task after hydration.
 */
const computedTheme = toCSSVar(theme)

/**
 * Serialised on first use: a browser whose page came with the server's hoisted styles never renders them
 * (theme/page-global.tsx), and serialising them took about 25 ms of its start on a phone at 4× CPU. Emotion
 * calls a function given as styles with the theme; these ignore it, the theme being fixed.
 */
const once = <T,>(make: () => T): (() => T) => {
    let made: {value: T} | undefined
    return () => (made ??= {value: make()}).value
}

/** The theme's CSS custom properties, as ChakraProvider's CSSVars declares them. */
const cssVarsStyles = once(() => css({':host, :root, [data-theme]': computedTheme.__cssVars}))

/** The theme's global styles (styles.global) for the storefront's one colour mode. */
const globalStyles = once(() => css(chakraCss(theme.styles.global as Record<string, unknown>)(computedTheme)))

/**
 * Light, and not "forced": Chakra's LightMode marks every element it styles with data-theme="light", which
 * the theme's variables selector (`[data-theme]`) then matches, declaring every variable again on each one.
 */
const lightMode: ColorModeContextType = {
    colorMode: 'light',
    toggleColorMode: () => undefined,
    setColorMode: () => undefined,
    forced: false
}

/** In the browser, a cache that knows the server's hoisted styles (theme/hoisted-styles.ts). */
const clientCache = cacheForHoistedStyles()

const themed = (children: ReactNode) => (
    <ThemeProvider theme={computedTheme}>
        <PageGlobal styles={cssVarsStyles} />
        <ColorModeContext.Provider value={lightMode}>
            <UnlessStylesHoisted>
                <CSSReset />
            </UnlessStylesHoisted>
            <PageGlobal styles={globalStyles} />
            <EnvironmentProvider>{children}</EnvironmentProvider>
        </ColorModeContext.Provider>
    </ThemeProvider>
)

export const ThemeRoot = ({children}: {children: ReactNode}) =>
    clientCache ? <CacheProvider value={clientCache}>{themed(children)}</CacheProvider> : themed(children)
