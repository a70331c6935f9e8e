/** The brand's checkbox: ink when checked (Chakra's default blue is off-palette). */
export const brandCheckbox = {
    '.chakra-checkbox__control': {borderColor: 'border.field', borderRadius: 'none'},
    '.chakra-checkbox__control[data-checked]': {
        bg: 'brand.ink',
        borderColor: 'brand.ink',
        color: 'text.inverse'
    },
    '.chakra-checkbox__control[data-checked]:hover': {bg: 'grey.800', borderColor: 'grey.800'}
} as const
