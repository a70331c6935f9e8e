import type {ReactNode} from 'react'
import {Box, Flex, Heading} from '@chakra-ui/react'
import {Link} from '../../../components/link'

/** One tile of the overview: a label, its content and the way to the full section. */
export const DashboardCard = ({
    title,
    linkHref,
    linkLabel,
    children
}: {
    title: string
    linkHref: string
    linkLabel: string
    children: ReactNode
}) => (
    <Flex
        direction="column"
        borderWidth="1px"
        borderColor="border.subtle"
        p={{base: 5, md: 7}}
        minH={{base: 0, md: '200px'}}
        gap={4}
    >
        <Heading as="h2" size="label" color="text.secondary">
            {title}
        </Heading>
        <Box flex="1">{children}</Box>
        <Link href={linkHref} variant="inline" fontSize="sm" fontWeight="semibold" alignSelf="flex-start">
            {linkLabel}
        </Link>
    </Flex>
)
