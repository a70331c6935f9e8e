import {createMultiStyleConfigHelpers, defineStyle, defineStyleConfig} from '@chakra-ui/react'

/**
 * Form fields: square, 48px tall (a comfortable touch target), a border with 3:1 contrast (WCAG 1.4.11) that
 * turns ink on focus, and the error colour on invalid input.
 */
// Heights come from the sizes (md 48px, sm 40px) so `size` keeps working.
const fieldStyle = defineStyle({
    px: 4,
    bg: 'bg.canvas',
    color: 'text.primary',
    border: '1px solid',
    borderColor: 'border.field',
    borderRadius: 'none',
    _placeholder: {color: 'text.muted'},
    _hover: {borderColor: 'grey.700'},
    _focusVisible: {borderColor: 'brand.ink', boxShadow: '0 0 0 1px #111111', outline: 'none'},
    _invalid: {borderColor: 'text.error', boxShadow: '0 0 0 1px #b3261e'},
    _disabled: {bg: 'grey.100', color: 'text.muted', cursor: 'not-allowed', opacity: 1}
})

const inputHelpers = createMultiStyleConfigHelpers(['addon', 'field', 'element'])

export const Input = inputHelpers.defineMultiStyleConfig({
    variants: {
        outline: {field: fieldStyle, addon: {borderRadius: 'none', bg: 'bg.subtle'}},
        // A borderless field on a light surface (search in the header).
        filled: {
            field: {
                ...fieldStyle,
                borderColor: 'transparent',
                bg: 'bg.subtle',
                _hover: {bg: 'grey.100'},
                _focusVisible: {bg: 'bg.canvas', borderColor: 'brand.ink', boxShadow: 'none', outline: 'none'}
            }
        }
    },
    sizes: {md: {field: {h: '48px', fontSize: 'md'}}, sm: {field: {h: '40px', fontSize: 'sm'}}},
    defaultProps: {variant: 'outline', size: 'md'}
})

const selectHelpers = createMultiStyleConfigHelpers(['field', 'icon'])

export const Select = selectHelpers.defineMultiStyleConfig({
    variants: {outline: {field: {...fieldStyle, pe: 10}, icon: {color: 'text.primary'}}},
    sizes: {md: {field: {h: '48px', fontSize: 'md'}}, sm: {field: {h: '40px', fontSize: 'sm'}}},
    defaultProps: {variant: 'outline', size: 'md'}
})

export const Textarea = defineStyleConfig({
    variants: {outline: {...fieldStyle, h: 'auto', py: 3}},
    defaultProps: {variant: 'outline'}
})

export const FormLabel = defineStyleConfig({
    baseStyle: {fontSize: 'sm', fontWeight: 'medium', color: 'text.primary', mb: 2}
})
