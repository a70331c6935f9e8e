import {Box, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {WishlistItem} from '../../../commerce/customer'
import {ResponsiveImage} from '../../../components/image'
import {Link} from '../../../components/link'
import {Price} from '../../../components/price'
import {TILE_RATIO, type TileModel} from '../../../components/product-tile'
import {wishlistMessages as messages} from './messages'

export interface WishlistItemCardProps {
    item: WishlistItem
    /** Undefined while the product loads, or when the platform no longer sells it. */
    tile?: TileModel
    onMoveToBag: () => void
    onRemove: () => void
    isBusy?: boolean
    /** The products have loaded and this one is not among them. */
    unavailable?: boolean
}

/** A saved piece: its image, name and price, with 'Move to bag' and 'Remove'. */
export const WishlistItemCard = ({
    item,
    tile,
    onMoveToBag,
    onRemove,
    isBusy,
    unavailable
}: WishlistItemCardProps) => {
    const intl = useIntl()
    const name = tile?.name || item.productId || ''
    return (
        <Stack
            as="li"
            listStyleType="none"
            spacing={3}
            opacity={item.pending ? 0.6 : 1}
            aria-busy={item.pending}
        >
            <Box bg="bg.subtle">
                {tile?.image ? (
                    <ResponsiveImage
                        source={tile.image.url}
                        alt={tile.image.alt}
                        ratio={TILE_RATIO}
                        sizes="(min-width: 62em) 25vw, 50vw"
                    />
                ) : (
                    <Box sx={{aspectRatio: String(TILE_RATIO)}} />
                )}
            </Box>
            <Stack spacing={1} flex="1">
                {tile ? (
                    <Link href={tile.href} fontWeight="medium" noOfLines={2}>
                        {name}
                    </Link>
                ) : (
                    <Text fontWeight="medium">{name}</Text>
                )}
                {tile ? <Price {...tile.price} fontSize="sm" /> : null}
                {unavailable ? (
                    <Text fontSize="sm" color="text.muted">
                        {intl.formatMessage(messages.unavailable)}
                    </Text>
                ) : null}
                {item.pending ? (
                    <Text fontSize="xs" color="text.muted" role="status">
                        {intl.formatMessage(messages.saving)}
                    </Text>
                ) : null}
            </Stack>
            <Flex direction="column" gap={2}>
                <Button
                    size="sm"
                    w="100%"
                    maxW="none"
                    onClick={onMoveToBag}
                    isDisabled={item.pending || !tile}
                    isLoading={isBusy}
                    aria-label={intl.formatMessage(messages.moveToBagLabel, {name})}
                >
                    {intl.formatMessage(messages.moveToBag)}
                </Button>
                <Button
                    variant="link"
                    size="sm"
                    alignSelf="center"
                    onClick={onRemove}
                    isDisabled={item.pending}
                    aria-label={intl.formatMessage(messages.removeLabel, {name})}
                >
                    {intl.formatMessage(messages.remove)}
                </Button>
            </Flex>
        </Stack>
    )
}
