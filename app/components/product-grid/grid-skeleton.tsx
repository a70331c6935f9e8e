import {Box, Grid} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {GRID_COLUMNS} from './grid-items'

/** Placeholder tiles in the grid's shape while a listing loads in the browser (never on the server). */
export const GridSkeleton = ({count = 8}: {count?: number}) => (
    <Grid
        aria-hidden="true"
        templateColumns={{
            base: `repeat(${GRID_COLUMNS.base}, minmax(0, 1fr))`,
            md: `repeat(${GRID_COLUMNS.md}, minmax(0, 1fr))`,
            lg: `repeat(${GRID_COLUMNS.lg}, minmax(0, 1fr))`
        }}
        columnGap={{base: 3, md: 5}}
        rowGap={{base: 8, md: 12}}
    >
        {Array.from({length: count}, (_, index) => (
            <Box key={index}>
                <Skeleton sx={{aspectRatio: '3 / 4'}} />
                <Skeleton mt={3} h="14px" w="70%" />
                <Skeleton mt={2} h="14px" w="30%" />
            </Box>
        ))}
    </Grid>
)
