import {contentSpotGridRow} from '../../rules/listing'
import {GRID_COLUMNS} from './grid-layout'

export interface GridSpot<Content = unknown> {
    /** 0-based among the listing's product tiles. */
    position: number
    content: Content
}

export interface GridRows {
    base?: number
    md?: number
    lg?: number
}

export type GridItem<Hit, Content = unknown> =
    | {kind: 'product'; hit: Hit; index: number}
    | {kind: 'spot'; content: Content; position: number; rows?: GridRows}

const rowsFor = (position: number): GridRows | undefined => {
    const rows = {
        base: contentSpotGridRow(position, GRID_COLUMNS.base),
        md: contentSpotGridRow(position, GRID_COLUMNS.md),
        lg: contentSpotGridRow(position, GRID_COLUMNS.lg)
    }
    return rows.base === undefined ? undefined : rows
}

/**
 * Product tiles with the CMS content spots placed before the product at their position. A window that starts
 * further down the listing (offset) shows the spots whose position falls inside it; rows are pinned only in a
 * window that starts at the top, where the rule's row numbers hold ("every 6th content spot (position mod 6 =
 * 4) has a computed grid row", spec 000 §9).
 */
export const gridItems = <Hit, Content>(
    hits: readonly Hit[],
    spots: readonly GridSpot<Content>[],
    offset = 0
): GridItem<Hit, Content>[] => {
    const valid = spots
        .filter((spot) => Number.isInteger(spot.position) && spot.position >= 0 && spot.content)
        .filter((spot) => spot.position >= offset && spot.position < offset + hits.length)
    const items: GridItem<Hit, Content>[] = []
    hits.forEach((hit, index) => {
        for (const spot of valid.filter((candidate) => candidate.position === offset + index)) {
            const rows = offset === 0 ? rowsFor(spot.position) : undefined
            items.push({kind: 'spot', content: spot.content, position: spot.position, ...(rows && {rows})})
        }
        items.push({kind: 'product', hit, index})
    })
    return items
}
