import {memo} from 'react'
import type {ContentJson} from '../content-types'
import {blockFor} from '../registry'
import {isVariable} from '../variations/choose-variation'
import {useVariation} from '../variations/use-variation'
import {BlockBoundary} from './block-boundary'
import {BlockPositionContext} from './block-position'
import type {BlockProps} from './block-props'
import DefaultBlock from './default-block'

export interface ContentBlockProps {
    /** Any CMS body (typed model or raw JSON); it is checked at runtime, as CMS data must be. */
    item: unknown
    position?: number
}

const isItem = (value: unknown): value is ContentJson => typeof value === 'object' && value !== null

const RenderBlock = memo(function RenderBlock({item, position}: BlockProps) {
    const schema = item._meta?.schema
    const Block = blockFor(schema)
    return (
        <BlockPositionContext.Provider value={position}>
            <BlockBoundary schema={schema}>
                {Block ? (
                    <Block item={item} position={position} />
                ) : (
                    <DefaultBlock item={item} position={position} />
                )}
            </BlockBoundary>
        </BlockPositionContext.Provider>
    )
})

/** Only blocks with variations ask for the shopper's customer groups. */
const VariedBlock = ({item, position}: BlockProps) => (
    <RenderBlock item={useVariation(item)} position={position} />
)

/**
 * One CMS item rendered by its schema (spec 001 §2.6): no schema renders nothing, an unknown schema the
 * default renderer, a known one its block, after choosing the customer-group variation.
 */
export const ContentBlock = ({item, position}: ContentBlockProps) => {
    if (!isItem(item) || typeof item._meta?.schema !== 'string') return null
    return isVariable(item) ? (
        <VariedBlock item={item} position={position} />
    ) : (
        <RenderBlock item={item} position={position} />
    )
}

export interface ContentBlocksProps {
    items: readonly unknown[] | null | undefined
}

/** A list of CMS items in order (page bodies, slots). */
export const ContentBlocks = ({items}: ContentBlocksProps) => {
    // CMS data is checked at runtime too: a malformed list renders nothing rather than failing the page.
    const list: readonly unknown[] = Array.isArray(items) ? items : []
    return (
        <>
            {list.map((item, index) => (
                <ContentBlock
                    key={`${(isItem(item) && item._meta?.deliveryId) || 'item'}-${index}`}
                    item={item}
                    position={index}
                />
            ))}
        </>
    )
}
