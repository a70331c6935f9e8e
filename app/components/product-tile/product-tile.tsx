import type {ReactNode} from 'react'
import {Box, Flex, Link, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {useSite} from '../../site/site-context'
import {useInPrepass} from '../../ssr/prepass'
import {ResponsiveImage} from '../image'
import {Price} from '../price'
import {TileBadges} from '../product-badges'
import type {TileModel} from './tile-model'

const messages = defineMessages({
    colours: {id: 'productTile.colours', defaultMessage: '{count, plural, one {# colour} other {# colours}}'}
})

/** Product imagery is portrait 4:5, the platform's own packshot shape, so nothing is cropped. */
export const TILE_RATIO = 4 / 5
const TILE_WIDTHS = [200, 320, 400, 500, 640, 800]

export interface ProductTileProps {
    tile: TileModel
    /** How wide the tile renders (for the image's sizes). */
    sizes?: string
    /** The first tiles of a grid may be above the fold. */
    priority?: boolean
    onClick?: () => void
    /** A control beside the price, outside the product link (the quick view on touch screens). */
    action?: ReactNode
}

/**
 * A product in a grid or carousel: image (back view on hover) with the badges of its four corners, name,
 * price, promotion callouts and colour count. Badges follow the site's badge rules (spec 000 §3, §4).
 */
export const ProductTile = ({
    tile,
    sizes = '(min-width: 768px) 33vw, 45vw',
    priority,
    onClick,
    action
}: ProductTileProps) => {
    const intl = useIntl()
    const {buildUrl} = useSite()
    const inPrepass = useInPrepass()
    // Badges are the tile's only data (site badge rules, live stock for real-time rules).
    if (inPrepass) return <TileBadges productIds={tile.productIds} platformBadges={tile.badges} />
    return (
        <Box as="article" position="relative" data-product-tile="">
            <Link
                as={RouterLink}
                to={buildUrl(tile.href)}
                onClick={onClick}
                display="block"
                _hover={{textDecoration: 'none'}}
                _focusVisible={{outline: '2px solid', outlineOffset: '2px'}}
            >
                <Box position="relative" bg="bg.subtle">
                    <TileBadges productIds={tile.productIds} platformBadges={tile.badges} />
                    {tile.image ? (
                        <ResponsiveImage
                            source={tile.image.url}
                            alt={tile.image.alt}
                            ratio={TILE_RATIO}
                            sizes={sizes}
                            widths={TILE_WIDTHS}
                            priority={priority}
                        />
                    ) : (
                        <Box sx={{aspectRatio: String(TILE_RATIO)}} />
                    )}
                    {tile.hoverImage && (
                        <Box
                            position="absolute"
                            inset={0}
                            opacity={0}
                            transition="opacity 0.35s ease"
                            // Only devices that can hover swap images; a tap should simply open the product.
                            sx={{'@media (hover: hover)': {'[data-product-tile]:hover &': {opacity: 1}}}}
                            aria-hidden="true"
                        >
                            <ResponsiveImage
                                source={tile.hoverImage.url}
                                alt=""
                                ratio={TILE_RATIO}
                                sizes={sizes}
                                widths={TILE_WIDTHS}
                            />
                        </Box>
                    )}
                </Box>
                <Box pt={3} pb={1}>
                    <Text fontSize={{base: 'sm', md: 'md'}} fontWeight={500} lineHeight={1.35} noOfLines={2}>
                        {tile.name}
                    </Text>
                </Box>
            </Link>
            <Flex align="flex-start" justify="space-between" gap={2}>
                <Price {...tile.price} fontSize={{base: 'sm', md: 'md'}} />
                {action}
            </Flex>
            {tile.promos.length > 0 && (
                <Box as="ul" listStyleType="none" mt={1}>
                    {tile.promos.map((promo) => (
                        <Text as="li" key={promo} fontSize="xs" color="text.accent" fontWeight={500}>
                            {promo}
                        </Text>
                    ))}
                </Box>
            )}
            {tile.colourCount > 1 && (
                <Text fontSize="xs" color="text.muted" mt={1}>
                    {intl.formatMessage(messages.colours, {count: tile.colourCount})}
                </Text>
            )}
        </Box>
    )
}
