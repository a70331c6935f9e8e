import type {ReactNode} from 'react'
import {ColorModeProvider, CSSReset, css as chakraCss, EnvironmentProvider, toCSSVar} from '@chakra-ui/react'
import {css, Global, ThemeProvider} from '@emotion/react'
import {theme} from '../../theme'

/**
 * Chakra's provider (theme, CSS custom properties, reset, global styles, colour mode, environment), with the
 * theme work done once per process instead of on every render: ChakraProvider derives the CSS-variable theme
 * and serialises its variables and global styles in each render, which was a large share of every server
 * render's CPU (issue #8 profile). Its toast host is left out too: it pulls the animation library into every
 * page's first load, and the storefront shows no toasts.
 */
const computedTheme = toCSSVar(theme)

/** The theme's CSS custom properties, as ChakraProvider's CSSVars declares them. */
const cssVarsStyles = css({':host, :root, [data-theme]': computedTheme.__cssVars})

/** The theme's global styles (styles.global) for the storefront's one colour mode. */
const globalStyles = css(chakraCss(theme.styles.global as Record<string, unknown>)(computedTheme))

export const ThemeRoot = ({children}: {children: ReactNode}) => (
    <ThemeProvider theme={computedTheme}>
        <Global styles={cssVarsStyles} />
        <ColorModeProvider options={theme.config}>
            <CSSReset />
            <Global styles={globalStyles} />
            <EnvironmentProvider>{children}</EnvironmentProvider>
        </ColorModeProvider>
    </ThemeProvider>
)
