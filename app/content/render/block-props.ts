import type {ContentJson} from '../content-types'

/** What every block component receives: its already-fetched (and variation-resolved) body. */
export interface BlockProps<Item = ContentJson> {
    item: Item
    /** 0-based position on the page; the first block may hold the page's largest image (LCP). */
    position?: number
}
