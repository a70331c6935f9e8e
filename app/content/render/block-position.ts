import {createContext, useContext} from 'react'

/** A block's 0-based place in its list (page body or slot); undefined outside a list of blocks. */
export const BlockPositionContext = createContext<number | undefined>(undefined)

/**
 * Blocks after the first of their list are styled, laid out and painted when the shopper nears them
 * (`content-visibility: auto`; the browser keeps them in the accessibility tree and in find-in-page). A home
 * page's carousels below the fold were most of its style, layout and paint work while it loaded. Until a
 * block has been shown it holds its place at a typical block's height; after that, at its own.
 */
const PAINT_ON_DEMAND = {
    contentVisibility: 'auto',
    containIntrinsicSize: {base: 'auto 480px', md: 'auto 640px'}
} as const

/** The outer box's style for painting on demand, for a block past the first of its list (else undefined). */
export const usePaintOnDemand = () => {
    const position = useContext(BlockPositionContext)
    return position !== undefined && position > 0 ? PAINT_ON_DEMAND : undefined
}
