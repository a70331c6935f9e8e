import {defineStyle, defineStyleConfig} from '@chakra-ui/react'
import {LAYOUT} from '../foundations/layout'

/** Calls to action are at most 280px wide and 44px high (spec 001 §9); hard edges, uppercase, tracked. */
// Height comes from the size (md = 44px); variants set the look and the 280px cap.
const cta = defineStyle({
    maxW: 'cta',
    fontSize: 'sm',
    fontWeight: 'semibold',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    borderRadius: 'none'
})

const primary = defineStyle({
    ...cta,
    bg: 'brand.ink',
    color: 'text.inverse',
    border: '1px solid',
    borderColor: 'brand.ink',
    _hover: {bg: 'grey.800', borderColor: 'grey.800', _disabled: {bg: 'brand.ink'}},
    _active: {bg: 'grey.700'}
})

const secondary = defineStyle({
    ...cta,
    bg: 'transparent',
    color: 'text.primary',
    border: '1px solid',
    borderColor: 'brand.ink',
    _hover: {bg: 'brand.ink', color: 'text.inverse', _disabled: {bg: 'transparent', color: 'text.primary'}},
    _active: {bg: 'grey.800', color: 'text.inverse'}
})

const link = defineStyle({
    h: 'auto',
    minW: 0,
    p: 0,
    color: 'text.primary',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    _hover: {textDecorationThickness: '2px'}
})

/** Icon buttons in the header and drawers: no chrome, a 44px touch target. */
const ghost = defineStyle({
    bg: 'transparent',
    color: 'text.primary',
    borderRadius: 'none',
    minW: '44px',
    h: '44px',
    _hover: {bg: 'grey.100'},
    _active: {bg: 'grey.200'}
})

export const Button = defineStyleConfig({
    baseStyle: {
        fontWeight: 'semibold',
        borderRadius: 'none',
        transitionProperty: 'background-color, border-color, color, box-shadow',
        transitionDuration: '150ms',
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    },
    sizes: {
        sm: {h: '36px', minW: '36px', fontSize: 'xs', px: 4},
        md: {h: LAYOUT.ctaHeight, minW: '44px', fontSize: 'sm', px: 8},
        lg: {h: LAYOUT.ctaHeight, minW: '44px', fontSize: 'sm', px: 12}
    },
    // 'solid' and 'outline' map onto the brand so code written against Chakra defaults still looks right.
    variants: {primary, solid: primary, secondary, outline: secondary, link, ghost},
    defaultProps: {variant: 'primary', size: 'md'}
})
