import type {ReactNode} from 'react'
import {Box, type BoxProps} from '@chakra-ui/react'
import {useBlockPosition} from '../../render/block-position'

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

/**
 * Blocks after the first of their list are styled, laid out and painted when the shopper nears them
 * (`content-visibility: auto`; the browser keeps them in the accessibility tree and in find-in-page). A home
 * page's carousels below the fold were most of its style, layout and paint work while it loaded. Until a
 * block has been shown it holds its place at a typical block's height; after that, at its own.
 */
export const PAINT_ON_DEMAND = {
    contentVisibility: 'auto',
    containIntrinsicSize: {base: 'auto 480px', md: 'auto 640px'}
} as const

/** The outer box of every block: anchor target, width and the vertical rhythm between blocks. */
export const BlockSection = ({anchorID, fullBleed = false, children, ...rest}: BlockSectionProps) => {
    const position = useBlockPosition()
    return (
        <Box
            as="section"
            id={anchorID || undefined}
            scrollMarginTop={ANCHOR_SCROLL_MARGIN}
            maxW={fullBleed ? 'none' : CONTENT_MAX_WIDTH}
            mx="auto"
            w="100%"
            sx={position !== undefined && position > 0 ? PAINT_ON_DEMAND : undefined}
            {...rest}
        >
            {children}
        </Box>
    )
}

/** Horizontal padding of the content column, shared so edges line up from block to block. */
export const GUTTER = {base: 5, md: 10}
