import {Box, SimpleGrid, Stack, VisuallyHidden} from '@chakra-ui/react'
import {Skeleton, SkeletonText} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import {accountMessages as messages} from './messages'

/** The shape of an account section while the shopper's data loads (and what the server renders). */
export const AccountSkeleton = ({cards = 4}: {cards?: number}) => {
    const intl = useIntl()
    return (
        <Stack spacing={6} aria-busy>
            <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
            <Skeleton h="36px" w="220px" />
            <SimpleGrid columns={{base: 1, md: 2}} spacing={5}>
                {Array.from({length: cards}, (_, index) => (
                    <Box key={index} borderWidth="1px" borderColor="border.subtle" p={6}>
                        <Skeleton h="14px" w="40%" mb={5} />
                        <SkeletonText noOfLines={3} spacing={3} skeletonHeight="12px" />
                    </Box>
                ))}
            </SimpleGrid>
        </Stack>
    )
}
