import {Box, Stack} from '@chakra-ui/react'
import {Skeleton, SkeletonText} from '../skeleton'
import {useIntl} from 'react-intl'
import {contentPageMessages as messages} from './messages'

/** Shown while a page's content loads after client-side navigation (server renders arrive with content). */
export const PageSkeleton = () => {
    const intl = useIntl()
    return (
        <Box maxW="container.md" mx="auto" px={{base: 5, md: 10}} py={{base: 10, md: 16}}>
            <Stack spacing={6} role="status" aria-label={intl.formatMessage(messages.loading)}>
                <Skeleton h="14px" w="30%" />
                <Skeleton h="40px" w="70%" />
                <SkeletonText noOfLines={5} spacing={4} />
            </Stack>
        </Box>
    )
}
