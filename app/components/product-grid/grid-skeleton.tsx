import {Box, Grid} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {gridLayout} from './grid-layout'

/** Placeholder tiles in the grid's shape while a listing loads in the browser (never on the server). */
export const GridSkeleton = ({count = 8}: {count?: number}) => (
    <Grid aria-hidden="true" {...gridLayout()}>
        {Array.from({length: count}, (_, index) => (
            <Box key={index}>
                <Skeleton sx={{aspectRatio: '3 / 4'}} />
                <Skeleton mt={3} h="14px" w="70%" />
                <Skeleton mt={2} h="14px" w="30%" />
            </Box>
        ))}
    </Grid>
)
