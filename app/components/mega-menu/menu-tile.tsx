import type {SystemStyleObject} from '@chakra-ui/react'
import {Link} from '../link'
import type {MenuTile as Tile} from './menu-model'

interface MenuTileProps {
    tile: Tile
    fallbackCta: string
}

/** A 4:5 picture filling its box; the menu's links zoom it a little on hover. */
export const PORTRAIT_PICTURE: SystemStyleObject = {
    position: 'relative',
    overflow: 'hidden',
    bg: 'bg.subtle',
    aspectRatio: '4 / 5',
    '& img': {
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        transition: 'transform 600ms ease'
    }
}

/**
 * The tile's look on the link itself; the picture and lines inside are plain elements styled from it. Every
 * page's header renders the desktop menu's tiles on the server, so each Chakra component here was paid for on
 * every page.
 */
const TILE_STYLES: SystemStyleObject = {
    display: 'block',
    _hover: {textDecoration: 'none'},
    '& .menu-tile-image': PORTRAIT_PICTURE,
    '&:hover .menu-tile-image img': {transform: 'scale(1.03)'},
    '& .menu-tile-title': {
        mt: 3,
        fontFamily: 'heading',
        fontWeight: 'semibold',
        fontSize: 'md',
        lineHeight: 'short'
    },
    '& .menu-tile-copy': {mt: 1, fontSize: 'sm', color: 'text.secondary'},
    '& .menu-tile-cta': {mt: 2, textStyle: 'label', textDecoration: 'underline', textUnderlineOffset: '0.3em'}
}

/** A featured CMS image with its title, line of copy and call to action; the whole tile is one link. */
export const MenuTile = ({tile, fallbackCta}: MenuTileProps) => (
    <Link href={tile.href} sx={TILE_STYLES} data-testid="menu-tile">
        <div className="menu-tile-image">
            {tile.image ? (
                <img
                    src={tile.image.src}
                    srcSet={tile.image.srcSet}
                    sizes="(min-width: 1113px) 240px, 50vw"
                    alt={tile.image.alt}
                    loading="lazy"
                    decoding="async"
                />
            ) : null}
        </div>
        <p className="menu-tile-title">{tile.title}</p>
        {tile.subCopy ? <p className="menu-tile-copy">{tile.subCopy}</p> : null}
        <p className="menu-tile-cta">{tile.ctaText || fallbackCta}</p>
    </Link>
)
