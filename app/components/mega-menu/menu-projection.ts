import type {ContentJson, ContentTreeNode} from '../../content/content-types'
import type {ImageLink} from '../../content/model/media'
import {SCHEMAS} from '../../content/model/schemas'
import type {HierarchyProjection} from '../../content/use-content'

/**
 * What the server keeps of a CMS menu hierarchy (docs/architecture.md "Query projections"): the node fields
 * build-menu.ts reads, for the node and for each customer-group variation. The desktop menu is rendered into
 * every page and hydrated, so editorial fields the menu does not show (countdowns, CSP settings, copy, video,
 * names, hierarchy bookkeeping) are dropped before the tree reaches any cache.
 *
 * To let the menu read another node field, add it to NAVIGATION_FIELDS or IMAGE_NODE_FIELDS (one line).
 */

type Fields = Record<string, unknown>

/** Navigation node fields (and the fields a variation may replace). */
export const NAVIGATION_FIELDS = [
    'title',
    'category',
    'urlParams',
    'vanityUrl',
    'menuOptions',
    'displayControls',
    'cta',
    'media'
] as const

/** Image node (featured tile) fields. */
export const IMAGE_NODE_FIELDS = ['menuOptions', 'content', 'header', 'subCopy', 'cta'] as const

/** The parts of a CMS image link an image URL is built from (menu-image.ts). */
const leanImage = (image: ImageLink | undefined): Partial<ImageLink> | undefined =>
    image && {defaultHost: image.defaultHost, endpoint: image.endpoint, name: image.name}

const leanMedia = (media: Fields | undefined) =>
    media && {image: leanImage(media.image as ImageLink | undefined), imageAltText: media.imageAltText}

const leanTileContent = (content: Fields | undefined) =>
    content && {
        url: content.url,
        title: content.title,
        image: leanImage(content.image as ImageLink | undefined),
        imageAltText: content.imageAltText
    }

/**
 * Shown is the default (build-menu.ts hides only `showInMenu: false`), so a node's own `showInMenu: true` can
 * go; a variation's must stay, as it overrides a node hidden for everyone else.
 */
const leanOptions = (options: Fields) => {
    const {showInMenu, ...rest} = options
    return showInMenu === true ? rest : options
}

const pickFields = (source: Fields, fields: readonly string[], variation = false): Fields => {
    const picked: Fields = {}
    for (const field of fields) {
        const value = source[field]
        if (value === undefined) continue
        if (field === 'media') picked.media = leanMedia(value as Fields)
        else if (field === 'menuOptions')
            picked.menuOptions = variation ? value : leanOptions(value as Fields)
        else if (field === 'content') picked.content = leanTileContent(value as Fields)
        else picked[field] = value
    }
    return picked
}

const projectNodeContent = (content: ContentJson): ContentJson => {
    const source = content as unknown as Fields & {
        _meta?: {schema?: string; deliveryId?: string}
        variations?: {sfCustomerGroup: unknown; content: Fields}[]
    }
    const fields = source._meta?.schema === SCHEMAS.imageNode ? IMAGE_NODE_FIELDS : NAVIGATION_FIELDS
    return {
        _meta: {schema: source._meta?.schema, deliveryId: source._meta?.deliveryId},
        ...pickFields(source, fields),
        ...(Array.isArray(source.variations)
            ? {
                  variations: source.variations.map((variation) => ({
                      sfCustomerGroup: variation.sfCustomerGroup,
                      content: pickFields(variation.content ?? {}, fields, true)
                  }))
              }
            : {})
    } as unknown as ContentJson
}

const projectNode = <T extends ContentJson>(node: ContentTreeNode<T>): ContentTreeNode<T> => ({
    content: projectNodeContent(node.content) as T,
    children: (node.children ?? []).map(projectNode)
})

/** The menu reads only the root's children. */
const projectRoot = <T extends ContentJson>(root: ContentTreeNode<T>): ContentTreeNode<T> => ({
    content: {_meta: {schema: root.content._meta?.schema}} as T,
    children: (root.children ?? []).map(projectNode)
})

/** The menu's projection of a menu hierarchy, for useContentHierarchy. */
export const MENU_PROJECTION: HierarchyProjection<ContentJson> = {name: 'menu', project: projectRoot}
