/**
 * Shapes shared by every content block: delivery metadata, customer-group variations, links and calls to
 * action. Blocks arrive inlined (`depth=all`), so a field typed as a block is the linked item's body, never a
 * link object, unless the link could not be resolved.
 */
import type {SchemaUri} from './schemas'

export interface HierarchyMeta {
    /** Absent on a hierarchy root. */
    parentId?: string
    root: boolean
}

export interface ContentMeta<Schema extends string = SchemaUri> {
    schema: Schema
    deliveryId: string
    /** Set on variation bodies: the id of the block the variation belongs to (preview toolbar). */
    defaultDeliveryId?: string
    name: string
    /** The item's primary key; shared pages also list every site's key in `deliveryKeys`. */
    deliveryKey?: string
    deliveryKeys?: {values: {value: string}[]}
    hierarchy?: HierarchyMeta
}

/** A customer group as the commerce platform names it (insiders: `MKT_SBINSIDERS`). */
export interface CustomerGroupRef {
    id: string
    name?: string
}

/**
 * A variation replaces its block for shoppers in any of the listed groups. For blocks `content` is the full
 * replacement body; for navigation nodes it replaces only the node's own fields (its children stay).
 */
export interface Variation<Content = unknown> {
    sfCustomerGroup: CustomerGroupRef[]
    content: Content
}

export interface CommonBlock<Schema extends SchemaUri = SchemaUri, Self = unknown> {
    _meta: ContentMeta<Schema>
    variations?: Variation<Self>[]
    /** Slot-style items: the body shown when no variation matches. */
    default?: Self
    /** Slot-style items: the slot identifier the personalisation service fills. */
    contentslot?: string
}

/** Colours are CSS colour strings chosen by editors (hex or named theme tokens). */
export type Colour = string

export interface Cta {
    ctaText: string
    /** Internal paths get the site/locale prefix; absolute http(s) links are left alone; '#x' is an anchor. */
    ctaLink: string
}

export interface CtaStyle {
    style?: 'primary' | 'secondary' | 'tertiary' | 'underline'
    colour?: Colour
}

/** Element id used as an in-page anchor target (rendered with an 80px scroll margin). */
export interface Anchored {
    anchorID?: string
}

export interface Countdown {
    /** ISO date-time the countdown runs to. */
    countdownDate: string
}
