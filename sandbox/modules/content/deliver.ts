/** Builds the `{content, linkedContent?}` entry the delivery API returns for one item. */
import type {ItemBody} from './item'
import {inlineLinks, linkedContent} from './links'
import {shapeOutput} from './output'
import type {ResolveParams} from './params'
import type {ContentStore} from './store'

export interface Delivery {
    store: ContentStore
    /** Host (and port) the sandbox's media host answers on. */
    mediaHost: string
}

export const deliverItem = ({store, mediaHost}: Delivery, body: ItemBody, params: ResolveParams) => {
    const shape = <T>(value: T) => shapeOutput(value, {locales: params.locales, mediaHost})
    if (params.format === 'linked') {
        const linked = linkedContent(store, body, params.depth)
        return linked.length > 0
            ? {content: shape(body), linkedContent: linked.map(shape)}
            : {content: shape(body)}
    }
    return {content: shape(inlineLinks(store, body, params.depth))}
}

/** Hierarchy entries: links are never inlined there, but locale and media host still apply. */
export const deliverNode = ({mediaHost}: Delivery, body: ItemBody, locales: string[] | undefined) => ({
    content: shapeOutput(body, {locales, mediaHost})
})
