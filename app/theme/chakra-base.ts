import {foundations} from '@chakra-ui/theme/foundations'

/**
 * Chakra's base theme (its tokens, semantic tokens, global styles and config, no component styles), assembled
 * here rather than imported from the package's entry: that module also builds Chakra's full theme in an
 * object spread the minifier cannot prove free of side effects, so importing `baseTheme` from it brought every
 * component style Chakra has (slider, stepper, number input, …) into the first load. The semantic tokens and
 * global styles are Chakra's own defaults (the package exposes no path to them); a test holds this equal to
 * the package's `baseTheme` (less the palettes below), so a Chakra upgrade that changes them fails there.
 */
/**
 * Chakra's colour palettes the storefront never shows: the storefront's components use gray, blackAlpha and
 * whiteAlpha, and Chakra's own keep blue (the default colour scheme of its checkbox, radio, switch, progress
 * and tabs) and the alert statuses' red, orange and green. These eleven would be 110 CSS custom properties in
 * every page's HTML (3.9 kB) and 110 tokens more in the theme's work at every page's start.
 */
export const UNUSED_PALETTES = [
    'teal',
    'cyan',
    'purple',
    'pink',
    'yellow',
    'linkedin',
    'facebook',
    'messenger',
    'whatsapp',
    'twitter',
    'telegram'
] as const

const colors = Object.fromEntries(
    Object.entries(foundations.colors).filter(
        ([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)
    )
)

export const chakraBaseTheme = {
    semanticTokens: {
        colors: {
            'chakra-body-text': {_light: 'gray.800', _dark: 'whiteAlpha.900'},
            'chakra-body-bg': {_light: 'white', _dark: 'gray.800'},
            'chakra-border-color': {_light: 'gray.200', _dark: 'whiteAlpha.300'},
            'chakra-inverse-text': {_light: 'white', _dark: 'gray.800'},
            'chakra-subtle-bg': {_light: 'gray.100', _dark: 'gray.700'},
            'chakra-subtle-text': {_light: 'gray.600', _dark: 'gray.400'},
            'chakra-placeholder-color': {_light: 'gray.500', _dark: 'whiteAlpha.400'}
        }
    },
    direction: 'ltr' as const,
    components: {},
    ...foundations,
    colors,
    styles: {
        global: {
            body: {
                fontFamily: 'body',
                color: 'chakra-body-text',
                bg: 'chakra-body-bg',
                transitionProperty: 'background-color',
                transitionDuration: 'normal',
                lineHeight: 'base'
            },
            '*::placeholder': {color: 'chakra-placeholder-color'},
            '*, *::before, &::after': {borderColor: 'chakra-border-color'}
        }
    },
    config: {useSystemColorMode: false, initialColorMode: 'light' as const, cssVarPrefix: 'chakra'}
}
