import {Box, Button, Progress, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'

const messages = defineMessages({
    progress: {
        id: 'productGrid.progress',
        defaultMessage: "You've viewed {shown} of {total, plural, one {# product} other {# products}}"
    },
    loadMore: {id: 'productGrid.loadMore', defaultMessage: 'Load more'},
    loadPrevious: {id: 'productGrid.loadPrevious', defaultMessage: 'Load previous'},
    loading: {id: 'productGrid.loading', defaultMessage: 'Loading products'},
    failed: {id: 'productGrid.failed', defaultMessage: "We couldn't load more products. Please try again."}
})

export interface LoadMoreProps {
    /** Products shown so far (from the start of the listing). */
    shown: number
    total: number
    hasMore: boolean
    isLoading: boolean
    failed?: boolean
    onLoadMore: () => void
}

/** Progress through the listing and the 'Load more' button under the grid. */
export const LoadMore = ({shown, total, hasMore, isLoading, failed, onLoadMore}: LoadMoreProps) => {
    const intl = useIntl()
    if (!total) return null
    return (
        <Stack align="center" spacing={4} pt={{base: 10, md: 14}}>
            <Text fontSize="sm" color="text.secondary">
                {intl.formatMessage(messages.progress, {shown: Math.min(shown, total), total})}
            </Text>
            <Box w="220px" aria-hidden="true">
                <Progress
                    value={(Math.min(shown, total) / total) * 100}
                    size="xs"
                    colorScheme="gray"
                    bg="grey.200"
                />
            </Box>
            {failed && (
                <Text role="alert" fontSize="sm" color="text.error">
                    {intl.formatMessage(messages.failed)}
                </Text>
            )}
            {hasMore && (
                <Button
                    variant="secondary"
                    minW="220px"
                    onClick={onLoadMore}
                    isLoading={isLoading}
                    loadingText={intl.formatMessage(messages.loading)}
                >
                    {intl.formatMessage(messages.loadMore)}
                </Button>
            )}
        </Stack>
    )
}

export interface LoadPreviousProps {
    isLoading: boolean
    onLoadPrevious: () => void
}

/** Shown when a shared link starts further down the listing. */
export const LoadPrevious = ({isLoading, onLoadPrevious}: LoadPreviousProps) => {
    const intl = useIntl()
    return (
        <Stack align="center" pb={{base: 6, md: 8}}>
            <Button
                variant="secondary"
                minW="220px"
                onClick={onLoadPrevious}
                isLoading={isLoading}
                loadingText={intl.formatMessage(messages.loading)}
            >
                {intl.formatMessage(messages.loadPrevious)}
            </Button>
        </Stack>
    )
}
