import {Button, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {useStorefrontHref} from '../../components/link/use-storefront-href'
import {refinementMessages} from '../../components/refinements/messages'
import {listingMessages} from './messages'

export interface EmptyListingProps {
    /** Filters are chosen: offer to clear them rather than leave the shopper stuck. */
    filtered: boolean
    failed?: boolean
    onClearAll: () => void
}

/** What a listing shows without products: why, and the way on. */
export const EmptyListing = ({filtered, failed, onClearAll}: EmptyListingProps) => {
    const intl = useIntl()
    const toHref = useStorefrontHref()
    if (failed) {
        return (
            <Stack align="center" spacing={5} py={16} textAlign="center" role="alert">
                <Text>{intl.formatMessage(listingMessages.error)}</Text>
                <Button variant="secondary" onClick={() => window.location.reload()}>
                    {intl.formatMessage(listingMessages.retry)}
                </Button>
            </Stack>
        )
    }
    return (
        <Stack align="center" spacing={4} py={{base: 12, md: 20}} textAlign="center" maxW="md" mx="auto">
            <Heading as="h2" fontSize={{base: 'lg', md: 'xl'}} fontWeight={600}>
                {intl.formatMessage(
                    filtered ? listingMessages.emptyFilteredTitle : listingMessages.emptyTitle
                )}
            </Heading>
            <Text color="text.secondary">
                {intl.formatMessage(filtered ? listingMessages.emptyFilteredBody : listingMessages.emptyBody)}
            </Text>
            {filtered ? (
                <Button variant="primary" onClick={onClearAll}>
                    {intl.formatMessage(refinementMessages.clearAll)}
                </Button>
            ) : (
                <Button as={RouterLink} to={toHref('/shop/new-arrivals')} variant="primary">
                    {intl.formatMessage(listingMessages.shopNew)}
                </Button>
            )}
        </Stack>
    )
}
