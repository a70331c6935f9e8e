import type {ReactNode} from 'react'
import {Box, Heading} from '@chakra-ui/react'

/** One chapter of the guide: an anchored section with its heading. */
export const GuideSection = ({id, title, children}: {id: string; title: string; children: ReactNode}) => (
    <Box
        as="section"
        id={id}
        aria-labelledby={`${id}-title`}
        scrollMarginTop="80px"
        py={{base: 10, md: 14}}
        borderTop="1px solid"
        borderColor="border.subtle"
    >
        <Heading as="h2" id={`${id}-title`} size="lg" mb={8}>
            {title}
        </Heading>
        {children}
    </Box>
)

export const SubHeading = ({children}: {children: string}) => (
    <Heading as="h3" size="label" color="text.secondary" mt={10} mb={4}>
        {children}
    </Heading>
)
