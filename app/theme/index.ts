import {
    Accordion,
    Alert,
    Badge as ChakraBadge,
    Button as ChakraButton,
    Checkbox,
    CloseButton,
    Container,
    Divider,
    Drawer as ChakraDrawer,
    Form,
    FormError,
    FormLabel as ChakraFormLabel,
    Heading as ChakraHeading,
    Input as ChakraInput,
    Link as ChakraLink,
    List,
    Menu,
    Modal as ChakraModal,
    Popover,
    Progress,
    Radio,
    Select as ChakraSelect,
    Spinner,
    Switch,
    Table,
    Tabs,
    Tag,
    Textarea as ChakraTextarea
} from '@chakra-ui/theme/components'
import {chakraBaseTheme} from './chakra-base'
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
import {mergeTheme} from './merge-theme'

export {BREAKPOINT_PX, LAYOUT} from './foundations/layout'

/**
 * Chakra's default styles for the components the storefront uses, and only those: every style here is in
 * every page's first load. Using another themed Chakra component (Tooltip, Avatar, Card, ...) means adding
 * its default style here (one line), or it renders unstyled.
 */
const chakraComponents = {
    Accordion,
    Alert,
    Badge: ChakraBadge,
    Button: ChakraButton,
    Checkbox,
    CloseButton,
    Container,
    Divider,
    Drawer: ChakraDrawer,
    Form,
    FormError,
    FormLabel: ChakraFormLabel,
    Heading: ChakraHeading,
    Input: ChakraInput,
    Link: ChakraLink,
    List,
    Menu,
    Modal: ChakraModal,
    Popover,
    Progress,
    Radio,
    Select: ChakraSelect,
    Spinner,
    Switch,
    Table,
    Tabs,
    Tag,
    Textarea: ChakraTextarea
}

/** VELA's design system on Chakra v2, as layers merged in order: Chakra's base, its component styles, ours. */
export const themeLayers = [
    chakraBaseTheme,
    {components: chakraComponents},
    {
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
        // A plain object on purpose: a bundler's module namespace object is not "plain", so the merge would
        // replace Chakra's default component styles instead of extending them.
        components: {Badge, Button, Drawer, FormLabel, Heading, Input, Link, Modal, Select, Textarea}
    }
]

/** VELA's design system on Chakra v2: tokens in foundations/, component styles in components/. */
export const theme = mergeTheme<typeof chakraBaseTheme & {components: Record<string, unknown>}>(
    ...themeLayers
)
