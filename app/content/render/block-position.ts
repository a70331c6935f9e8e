import {createContext, useContext} from 'react'

/**
 * A block's 0-based place in its list (page body or slot), for what its outer box decides by place: the first
 * block is painted with the page, the ones after it when the shopper nears them (blocks/shared/block-section).
 * Undefined outside a list of blocks.
 */
export const BlockPositionContext = createContext<number | undefined>(undefined)

export const useBlockPosition = () => useContext(BlockPositionContext)
