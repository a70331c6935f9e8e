import {AspectRatio, Box, Text} from '@chakra-ui/react'
import {Link} from '../link'
import type {MenuTile as Tile} from './menu-model'

interface MenuTileProps {
    tile: Tile
    fallbackCta: string
}

/** A featured CMS image with its title, line of copy and call to action; the whole tile is one link. */
export const MenuTile = ({tile, fallbackCta}: MenuTileProps) => (
    <Link
        href={tile.href}
        display="block"
        data-group=""
        _hover={{textDecoration: 'none'}}
        data-testid="menu-tile"
    >
        <AspectRatio ratio={4 / 5} bg="bg.subtle" overflow="hidden">
            {tile.image ? (
                <Box
                    as="img"
                    src={tile.image.src}
                    srcSet={tile.image.srcSet}
                    sizes="(min-width: 1113px) 240px, 50vw"
                    alt={tile.image.alt}
                    loading="lazy"
                    decoding="async"
                    objectFit="cover"
                    transition="transform 600ms ease"
                    _groupHover={{transform: 'scale(1.03)'}}
                />
            ) : (
                <Box />
            )}
        </AspectRatio>
        <Text mt={3} fontFamily="heading" fontWeight="semibold" fontSize="md" lineHeight="short">
            {tile.title}
        </Text>
        {tile.subCopy ? (
            <Text mt={1} fontSize="sm" color="text.secondary">
                {tile.subCopy}
            </Text>
        ) : null}
        <Text mt={2} textStyle="label" textDecoration="underline" textUnderlineOffset="0.3em">
            {tile.ctaText || fallbackCta}
        </Text>
    </Link>
)
