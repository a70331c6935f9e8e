import {Grid, Stack} from '@chakra-ui/react'
import {Skeleton, SkeletonText} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import {basketMessages} from '../../components/mini-basket/messages'

/** What the server (and hydration) renders: the page's shape, while the shopper's bag loads in the browser. */
export const CartSkeleton = () => {
    const intl = useIntl()
    return (
        <Grid
            templateColumns={{base: '1fr', lg: 'minmax(0, 1fr) 400px'}}
            gap={{base: 8, lg: 16}}
            // A name needs a role (axe's aria-prohibited-attr): the loading state is a status.
            role="status"
            aria-busy="true"
            aria-label={intl.formatMessage(basketMessages.loading)}
            data-testid="cart-skeleton"
        >
            <Stack spacing={8}>
                {[0, 1].map((row) => (
                    <Grid key={row} templateColumns="128px 1fr" gap={5}>
                        <Skeleton h="170px" />
                        <SkeletonText noOfLines={3} spacing={3} />
                    </Grid>
                ))}
            </Stack>
            <Skeleton h="320px" />
        </Grid>
    )
}
