import type {ReactNode} from 'react'
import {Box} from '@chakra-ui/react'

/** The listing pages' frame: the shell's 1440px measure with generous gutters, and room under the grid. */
export const ListingContainer = ({children}: {children: ReactNode}) => (
    <Box maxW="shell" mx="auto" px={{base: 4, md: 8, xl: 10}} pb={{base: 16, md: 24}}>
        {children}
    </Box>
)
