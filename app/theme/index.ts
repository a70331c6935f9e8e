import {extendTheme} from '@chakra-ui/react'

/** The brand's design tokens; component styles are refined in theme/components. */
export const theme = extendTheme({
    fonts: {
        heading: `'Archivo Variable', 'Helvetica Neue', Arial, sans-serif`,
        body: `'Inter Variable', 'Helvetica Neue', Arial, sans-serif`
    },
    colors: {
        brand: {ink: '#111111', paper: '#ffffff', stone: '#f4f1ec', sale: '#b3261e'}
    },
    styles: {
        global: {body: {color: 'brand.ink', bg: 'brand.paper'}}
    }
})
