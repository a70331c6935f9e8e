import {memo, type ReactNode} from 'react'
import {Box, Grid} from '@chakra-ui/react'
import type {ProductSearchHit} from '../../commerce/catalog/use-product-search'
import type {ContentJson} from '../../content/content-types'
import {ContentBlock} from '../../content/render'
import {HydrateLater} from '../../hydration/hydrate-later'
import {useSite} from '../../site/site-context'
import {ListBadgeRules} from '../product-badges'
import {ProductTile, TILE_RATIO, tileModel, type TileSource} from '../product-tile'
import {QuickViewButton} from '../quick-view'
import {gridItems, type GridSpot} from './grid-items'
import {gridLayout} from './grid-layout'

/** Four columns on desktop, three on tablets, two on phones (see GRID_COLUMNS). */
export const GRID_TILE_SIZES = '(min-width: 1113px) 24vw, (min-width: 768px) 32vw, 48vw'
/** Devices that cannot hover (phones, tablets): the quick view moves from the image to beside the price. */
const NO_HOVER = '@media (hover: none)'
/** The first row is above the fold on every screen; its images load first. */
const PRIORITY_TILES = 4
/**
 * Hydrated with the page: the first row on a desktop, two on a phone (what a phone's first screen can show
 * under the listing's head). The rest hydrate later; their server HTML looks the same meanwhile, and a click
 * or focus brings a tile alive at once.
 */
const TILES_ON_SCREEN = 4

export interface ProductGridProps {
    hits: readonly ProductSearchHit[]
    /** The listing position of the first hit (for content spot positions). */
    offset?: number
    spots?: readonly GridSpot<ContentJson>[]
    /** The category path a product's link carries. */
    categoryIdsFor: (hit: ProductSearchHit) => readonly string[]
    /**
     * A quick-view trigger per tile: over the foot of its image where the device can hover ('overlay'), beside
     * the price on touch screens ('inline'); by default the quick view's own button (`null` shows none).
     */
    quickViewSlot?: ((hit: ProductSearchHit, placement: 'overlay' | 'inline') => ReactNode) | null
    /** Names the list for assistive technology ("Leggings products"). */
    label: string
    /** A tile was clicked, with its 1-based position in the listing (analytics). */
    onTileClick?: (hit: ProductSearchHit, position: number) => void
}

const spanOf = (content: ContentJson): number => {
    const span = (content as {common?: {displayOptions?: {spanColumns?: unknown}}}).common?.displayOptions
        ?.spanColumns
    return typeof span === 'number' && span >= 1 && span <= 2 ? span : 1
}

const ProductGridItems = ({
    hits,
    offset = 0,
    spots = [],
    categoryIdsFor,
    quickViewSlot,
    label,
    onTileClick
}: ProductGridProps) => {
    const {currency} = useSite()
    const trigger =
        quickViewSlot === undefined
            ? (hit: ProductSearchHit, placement: 'overlay' | 'inline') => (
                  <QuickViewButton
                      productId={hit.productId}
                      name={hit.productName ?? hit.productId}
                      compact={placement === 'inline'}
                  />
              )
            : quickViewSlot
    const items = gridItems(hits, spots, offset)
    return (
        <ListBadgeRules>
            <Grid as="ul" role="list" aria-label={label} listStyleType="none" {...gridLayout()}>
                {items.map((item) => {
                    if (item.kind === 'spot') {
                        return (
                            <Box
                                as="li"
                                key={`spot-${item.position}-${item.content._meta?.deliveryId ?? ''}`}
                                gridColumn={`span ${spanOf(item.content)}`}
                                gridRow={
                                    item.rows && {base: item.rows.base, md: item.rows.md, lg: item.rows.lg}
                                }
                                data-content-spot={item.position}
                                // Stretched to the whole row like the tiles beside it (image, name and price),
                                // so the grid has no gap under the spot; the spot's image fills the height.
                                alignSelf="stretch"
                                minH={0}
                                overflow="hidden"
                            >
                                <ContentBlock item={item.content} position={item.position} />
                            </Box>
                        )
                    }
                    const tile = tileModel(item.hit as TileSource, {
                        categoryIds: categoryIdsFor(item.hit),
                        fallbackCurrency: currency
                    })
                    const content = (
                        <>
                            <ProductTile
                                tile={tile}
                                sizes={GRID_TILE_SIZES}
                                priority={item.index < PRIORITY_TILES}
                                action={
                                    trigger && (
                                        // Touch screens only: a label over every photo would hide the products.
                                        <Box display="none" sx={{[NO_HOVER]: {display: 'block'}}}>
                                            {trigger(item.hit, 'inline')}
                                        </Box>
                                    )
                                }
                                onClick={
                                    onTileClick && (() => onTileClick(item.hit, offset + item.index + 1))
                                }
                            />
                            {trigger && (
                                // Over the foot of the image; only the trigger itself takes the pointer.
                                <Box
                                    position="absolute"
                                    top={0}
                                    insetX={0}
                                    sx={{aspectRatio: String(TILE_RATIO), [NO_HOVER]: {display: 'none'}}}
                                    display="flex"
                                    alignItems="flex-end"
                                    justifyContent="flex-end"
                                    p={{base: 2, md: 3}}
                                    pointerEvents="none"
                                    zIndex={2}
                                >
                                    <Box pointerEvents="auto">{trigger(item.hit, 'overlay')}</Box>
                                </Box>
                            )}
                        </>
                    )
                    return (
                        <Box
                            as="li"
                            key={item.hit.productId}
                            position="relative"
                            data-tile-index={item.index}
                        >
                            {item.index < TILES_ON_SCREEN ? content : <HydrateLater>{content}</HydrateLater>}
                        </Box>
                    )
                })}
            </Grid>
        </ListBadgeRules>
    )
}

/**
 * The listing grid: product tiles with the CMS content spots placed among them. Memoised: the page above it
 * renders again as the session, the shopper's groups and the hydrated state arrive, none of which changes a
 * tile; each of those passes re-rendered two dozen tiles (about 2,400 components) on a category page's load.
 * Its callers keep the callbacks stable for that.
 */
export const ProductGrid = memo(ProductGridItems)
