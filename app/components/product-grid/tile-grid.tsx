import {Box, Grid} from '@chakra-ui/react'
import {ListBadgeRules} from '../product-badges'
import {ProductTile, type TileModel} from '../product-tile'
import {GRID_COLUMNS, gridLayout} from './grid-layout'
import {GRID_TILE_SIZES} from './product-grid'

export interface TileGridProps {
    tiles: readonly TileModel[]
    label: string
    /** Tiles whose images load first (those above the fold). */
    priorityCount?: number
    /** Tablet and desktop columns; editorial rows may use fewer than the listing's four. */
    columns?: {md: number; lg: number}
}

/** Ready-made tiles (editorial product lists) in the listing grid's rhythm. */
export const TileGrid = ({tiles, label, priorityCount = 0, columns = GRID_COLUMNS}: TileGridProps) => (
    <Grid as="ul" role="list" aria-label={label} listStyleType="none" {...gridLayout(columns)}>
        <ListBadgeRules>
            {tiles.map((tile, index) => (
                <Box as="li" key={tile.id}>
                    <ProductTile tile={tile} sizes={GRID_TILE_SIZES} priority={index < priorityCount} />
                </Box>
            ))}
        </ListBadgeRules>
    </Grid>
)
