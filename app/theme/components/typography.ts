import {defineStyleConfig} from '@chakra-ui/react'

export const Link = defineStyleConfig({
    baseStyle: {
        color: 'inherit',
        textUnderlineOffset: '0.2em',
        transition: 'color 150ms, text-decoration-color 150ms',
        _hover: {textDecoration: 'underline'},
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    },
    variants: {
        /** Body-copy links are always underlined so they do not rely on colour alone (WCAG 1.4.1). */
        inline: {textDecoration: 'underline', _hover: {textDecorationThickness: '2px'}},
        nav: {textDecoration: 'none', _hover: {textDecoration: 'underline'}},
        subtle: {color: 'text.secondary', _hover: {color: 'text.primary', textDecoration: 'underline'}}
    }
})

export const Heading = defineStyleConfig({
    baseStyle: {
        fontFamily: 'heading',
        fontWeight: 'semibold',
        letterSpacing: 'tight',
        lineHeight: 'shorter',
        color: 'text.primary'
    },
    sizes: {
        '3xl': {fontSize: {base: '4xl', md: '6xl', lg: '7xl'}, letterSpacing: 'tighter'},
        '2xl': {fontSize: {base: '3xl', md: '5xl', lg: '6xl'}, letterSpacing: 'tighter'},
        xl: {fontSize: {base: '3xl', md: '4xl', lg: '5xl'}},
        lg: {fontSize: {base: '2xl', md: '3xl'}},
        md: {fontSize: {base: 'xl', md: '2xl'}, lineHeight: 'short'},
        sm: {fontSize: 'lg', lineHeight: 'short'},
        xs: {fontSize: 'md', lineHeight: 'short'},
        /** Small uppercase section labels (footer groups, menu columns). */
        label: {
            fontFamily: 'body',
            fontSize: 'xs',
            fontWeight: 'semibold',
            letterSpacing: 'widest',
            textTransform: 'uppercase',
            lineHeight: 'short'
        }
    },
    defaultProps: {size: 'xl'}
})

export const Badge = defineStyleConfig({
    baseStyle: {
        px: 2,
        py: '2px',
        borderRadius: 'none',
        fontSize: '2xs',
        fontWeight: 'semibold',
        letterSpacing: 'wider',
        textTransform: 'uppercase'
    },
    variants: {
        solid: {bg: 'brand.ink', color: 'text.inverse'},
        sale: {bg: 'brand.sale', color: 'text.inverse'},
        subtle: {bg: 'bg.subtle', color: 'text.primary'},
        outline: {boxShadow: 'inset 0 0 0 1px #111111', color: 'text.primary'},
        accent: {bg: 'brand.accent', color: 'text.inverse'}
    },
    defaultProps: {variant: 'subtle'}
})
