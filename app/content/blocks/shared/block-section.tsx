import type {ReactNode} from 'react'
import {Box, type BoxProps} from '@chakra-ui/react'
import {usePaintOnDemand} from '../../render/block-position'

/** Spec 001 §2.3: blocks with an anchorID are in-page targets, landing 80px below the top (sticky header). */
export const ANCHOR_SCROLL_MARGIN = '80px'
/** Spec 001 §9: landing content max width 1440px. */
export const CONTENT_MAX_WIDTH = '1440px'

export interface BlockSectionProps extends BoxProps {
    anchorID?: string
    /** Edge to edge (full-bleed imagery) instead of the 1440px column. */
    fullBleed?: boolean
    children?: ReactNode
}

/** The outer box of every block: anchor target, width and the vertical rhythm between blocks. */
export const BlockSection = ({anchorID, fullBleed = false, children, ...rest}: BlockSectionProps) => {
    const paintOnDemand = usePaintOnDemand()
    return (
        <Box
            as="section"
            id={anchorID || undefined}
            scrollMarginTop={ANCHOR_SCROLL_MARGIN}
            maxW={fullBleed ? 'none' : CONTENT_MAX_WIDTH}
            mx="auto"
            w="100%"
            sx={paintOnDemand}
            {...rest}
        >
            {children}
        </Box>
    )
}

/** Horizontal padding of the content column, shared so edges line up from block to block. */
export const GUTTER = {base: 5, md: 10}
