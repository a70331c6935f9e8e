/** Text blocks. HTML fields hold a little markup (p, h2, ul, a, strong) and are sanitised before rendering. */
import type {Anchored, CommonBlock} from './common'
import type {SCHEMAS} from './schemas'

export interface GenericCopy extends CommonBlock<typeof SCHEMAS.genericCopy, GenericCopy>, Anchored {
    header?: string
    /** HTML. */
    paragraph: string
    displayOptions?: {
        width?: 'narrow' | 'medium' | 'full'
        /** Collapses to 50px with a Read More / Read Less toggle. */
        readMore?: boolean
        alignment?: 'left' | 'centre'
    }
}

export interface AccordionListGroup {
    listItemTitle: string
    /** HTML bullet entries. */
    listItems: string[]
}

export interface Accordion extends CommonBlock<typeof SCHEMAS.accordion, Accordion>, Anchored {
    title: string
    subTitle?: string
    /** Markdown body, used when listItems is empty. */
    markdown?: string
    listItems?: AccordionListGroup[]
    openByDefault?: boolean
}
