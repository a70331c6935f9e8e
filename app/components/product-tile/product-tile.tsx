import type {ReactNode} from 'react'
import {Box, type SystemStyleObject} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {useSite} from '../../site/site-context'
import {useInPrepass} from '../../ssr/prepass'
import {ResponsivePicture} from '../image'
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
 * The whole tile's look, on its one styled element: the elements inside are plain and take their styles from
 * it by class. A listing renders two dozen tiles and a home page's carousels about thirty; a Chakra component
 * per part (a dozen per tile) cost each tile a style resolution and a class per part, on the server and again
 * in the browser's hydration, where plain elements cost neither.
 */
const TILE_STYLES: SystemStyleObject = {
    position: 'relative',
    // The reset gives links the text's colour and no underline.
    '& .tile-link': {display: 'block'},
    '& .tile-link:focus-visible': {outline: '2px solid', outlineOffset: '2px'},
    '& .tile-media': {position: 'relative', bg: 'bg.subtle'},
    '& .tile-image': {
        position: 'relative',
        overflow: 'hidden',
        bg: 'bg.subtle',
        aspectRatio: String(TILE_RATIO)
    },
    '& .tile-image img': {
        display: 'block',
        objectFit: 'cover',
        objectPosition: 'center',
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%'
    },
    '& .tile-back': {position: 'absolute', inset: 0, opacity: 0, transition: 'opacity 0.35s ease'},
    // Only devices that can hover swap images; a tap should simply open the product.
    '@media (hover: hover)': {'&:hover .tile-back': {opacity: 1}},
    '& .tile-title': {pt: 3, pb: 1},
    '& .tile-name': {
        fontSize: {base: 'sm', md: 'md'},
        fontWeight: 500,
        lineHeight: 1.35,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2
    },
    '& .tile-row': {display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2},
    '& .tile-promos': {listStyleType: 'none', mt: 1},
    '& .tile-promos li': {fontSize: 'xs', color: 'text.accent', fontWeight: 500},
    '& .tile-colours': {fontSize: 'xs', color: 'text.muted', mt: 1}
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
        <Box as="article" sx={TILE_STYLES} data-product-tile="">
            <RouterLink className="tile-link" to={buildUrl(tile.href)} onClick={onClick}>
                <div className="tile-media">
                    <TileBadges productIds={tile.productIds} platformBadges={tile.badges} />
                    <div className="tile-image">
                        {tile.image ? (
                            <ResponsivePicture
                                source={tile.image.url}
                                alt={tile.image.alt}
                                ratio={TILE_RATIO}
                                sizes={sizes}
                                widths={TILE_WIDTHS}
                                priority={priority}
                            />
                        ) : null}
                    </div>
                    {tile.hoverImage && (
                        <div className="tile-back" aria-hidden="true">
                            <div className="tile-image">
                                <ResponsivePicture
                                    source={tile.hoverImage.url}
                                    alt=""
                                    ratio={TILE_RATIO}
                                    sizes={sizes}
                                    widths={TILE_WIDTHS}
                                />
                            </div>
                        </div>
                    )}
                </div>
                <div className="tile-title">
                    <p className="tile-name">{tile.name}</p>
                </div>
            </RouterLink>
            <div className="tile-row">
                <Price {...tile.price} fontSize={{base: 'sm', md: 'md'}} />
                {action}
            </div>
            {tile.promos.length > 0 && (
                <ul className="tile-promos">
                    {tile.promos.map((promo) => (
                        <li key={promo}>{promo}</li>
                    ))}
                </ul>
            )}
            {tile.colourCount > 1 && (
                <p className="tile-colours">
                    {intl.formatMessage(messages.colours, {count: tile.colourCount})}
                </p>
            )}
        </Box>
    )
}
