import {extendTheme} from '@chakra-ui/react'
import {Badge, Button, Drawer, FormLabel, Heading, Input, Link, Modal, Select, Textarea} from './components'
import {colors, semanticTokens} from './foundations/colors'
import {breakpoints, radii, shadows, sizes} from './foundations/layout'
import {
    fonts,
    fontSizes,
    fontWeights,
    letterSpacings,
    lineHeights,
    textStyles
} from './foundations/typography'
import {globalStyles} from './global-styles'

export {BREAKPOINT_PX, LAYOUT} from './foundations/layout'

/** VELA's design system on Chakra v2: tokens in foundations/, component styles in components/. */
export const theme = extendTheme({
    config: {initialColorMode: 'light', useSystemColorMode: false},
    breakpoints,
    colors,
    semanticTokens,
    fonts,
    fontSizes,
    fontWeights,
    letterSpacings,
    lineHeights,
    textStyles,
    radii,
    shadows,
    sizes,
    styles: globalStyles,
    // A plain object on purpose: a bundler's module namespace object is not "plain", so the theme merge
    // would replace Chakra's default component styles instead of extending them.
    components: {Badge, Button, Drawer, FormLabel, Heading, Input, Link, Modal, Select, Textarea}
})
