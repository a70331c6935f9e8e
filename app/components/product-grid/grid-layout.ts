/** Columns of the product grid per breakpoint: 2-up on phones, 3 on tablets, 4 on desktops. */
export const GRID_COLUMNS = {base: 2, md: 3, lg: 4} as const

/**
 * The grid's columns and gaps as Chakra grid props, shared by the listing, editorial product lists (which may
 * use fewer columns on wider screens), recommendation grids and the listing's placeholder. A module of its own,
 * so a page that shows only recommendations does not load the listing's rules.
 */
export const gridLayout = (columns: {md: number; lg: number} = GRID_COLUMNS) => ({
    templateColumns: {
        base: `repeat(${GRID_COLUMNS.base}, minmax(0, 1fr))`,
        md: `repeat(${columns.md}, minmax(0, 1fr))`,
        lg: `repeat(${columns.lg}, minmax(0, 1fr))`
    },
    columnGap: {base: 3, md: 5},
    rowGap: {base: 8, md: 12}
})
