/**
 * The brand's checkbox: ink when checked (Chakra's default blue is off-palette), its label at the form's
 * small text size so a two-line consent reads as fine print rather than a heading.
 */
export const brandCheckbox = {
    '.chakra-checkbox__control': {borderColor: 'border.field', borderRadius: 'none'},
    '.chakra-checkbox__label': {fontSize: 'sm', lineHeight: 'short'},
    '.chakra-checkbox__control[data-checked]': {
        bg: 'brand.ink',
        borderColor: 'brand.ink',
        color: 'text.inverse'
    },
    '.chakra-checkbox__control[data-checked]:hover': {bg: 'grey.800', borderColor: 'grey.800'}
} as const
