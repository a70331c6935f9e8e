import type {Category} from '../../commerce/catalog/use-categories'
import type {ContentJson, ContentTreeNode} from '../../content/content-types'
import type {ImageNode, NavigationNode} from '../../content/model/navigation'
import {SCHEMAS} from '../../content/model/schemas'
import {readableColour} from '../../theme/contrast'
import {indexCategories, showsInMenu, type IndexedCategory} from './category-index'
import {menuImage} from './menu-image'
import type {MenuEntry, MenuTile} from './menu-model'

export interface BuildMenuOptions {
    /** The shopper's customer groups; their variations replace node fields (none during SSR). */
    groups?: string[]
    /** Protocol of CMS media URLs. */
    mediaProtocol?: 'http' | 'https'
}

type Node = ContentTreeNode<ContentJson>
type Index = Map<string, IndexedCategory>

const schemaOf = (node: Node) => node.content._meta?.schema

/** A customer-group variation's fields over the node's own (children are never replaced). */
export const applyVariation = <T extends {variations?: {sfCustomerGroup: {id: string}[]; content: object}[]}>(
    item: T,
    groups: string[]
): T => {
    const match = item.variations?.find((variation) =>
        variation.sfCustomerGroup.some((group) => groups.includes(group.id))
    )
    if (!match) return item
    const content = match.content as Partial<T> & {menuOptions?: object}
    const own = item as T & {menuOptions?: object}
    return {...item, ...content, menuOptions: {...own.menuOptions, ...content.menuOptions}}
}

type Ranked = {menuOptions?: {ranking?: number}}

/** Siblings ordered by menuOptions.ranking (lower first); unranked nodes keep their delivered order, last. */
const byRanking = <T extends {item: Ranked}>(nodes: T[]) =>
    nodes
        .map((entry, position) => {
            const rank = entry.item.menuOptions?.ranking
            return {entry, key: typeof rank === 'number' ? rank : Number.MAX_SAFE_INTEGER + position}
        })
        .sort((a, b) => a.key - b.key)
        .map(({entry}) => entry)

const withQuery = (path: string, params?: string) => (params ? `${path}?${params.replace(/^\?/, '')}` : path)

/** Category entries straight from the tree (below a CMS node without its own children, or as a fallback). */
export const entriesFromCategories = (categories: Category[] | undefined, index: Index): MenuEntry[] =>
    (categories ?? []).filter(showsInMenu).map((category) => ({
        id: category.id,
        title: category.name ?? category.id,
        href: index.get(category.id)?.path,
        sale: false,
        children: entriesFromCategories(category.categories, index),
        tiles: []
    }))

const tileFrom = (item: ImageNode, options: BuildMenuOptions): MenuTile | undefined => {
    if (item.menuOptions?.showInMenu === false || !item.content?.url) return undefined
    return {
        id: item._meta.deliveryId,
        title: item.header ?? item.content.title ?? '',
        subCopy: item.subCopy,
        href: item.content.url,
        ctaText: item.cta?.ctaText,
        image: menuImage(
            item.content.image,
            options.mediaProtocol ?? 'https',
            item.content.imageAltText ?? ''
        )
    }
}

const entryFrom = (
    node: Node,
    item: NavigationNode,
    index: Index,
    options: BuildMenuOptions
): MenuEntry | undefined => {
    if (item.menuOptions?.showInMenu === false) return undefined
    const indexed = item.category?.id ? index.get(item.category.id) : undefined
    // A node naming a category the platform hides or does not have is dropped, unless it has its own link.
    if (item.category?.id && (!indexed || !indexed.showInMenu) && !item.vanityUrl) return undefined
    const href = item.vanityUrl ?? (indexed ? withQuery(indexed.path, item.urlParams) : undefined)
    const {children, tiles} = levelFrom(node.children, index, options)
    const saleFont = item.displayControls?.saleFont === true
    return {
        id: item._meta?.deliveryId ?? item.category?.id ?? item.title,
        title: item.title || indexed?.category.name || '',
        href,
        sale: saleFont || item.category?.id === 'sale',
        colour: readableColour(item.displayControls?.textColour),
        image: menuImage(item.media?.image, options.mediaProtocol ?? 'https', item.media?.imageAltText ?? ''),
        promo:
            item.cta?.ctaText && item.cta.ctaLink
                ? {text: item.cta.ctaText, href: item.cta.ctaLink}
                : undefined,
        children: children.length ? children : entriesFromCategories(indexed?.category.categories, index),
        tiles
    }
}

/** One menu level: navigation nodes become entries, image nodes featured tiles. */
const levelFrom = (nodes: Node[], index: Index, options: BuildMenuOptions) => {
    const children: MenuEntry[] = []
    const tiles: MenuTile[] = []
    // Variations first: a shopper's group may change a node's ranking as well as whether it shows.
    const resolved = nodes.map((node) => ({
        node,
        item: applyVariation(
            node.content as unknown as NavigationNode | ImageNode,
            options.groups ?? []
        ) as Ranked
    }))
    for (const {node, item} of byRanking(resolved)) {
        const schema = schemaOf(node)
        if (schema === SCHEMAS.imageNode) {
            const tile = tileFrom(item as ImageNode, options)
            if (tile) tiles.push(tile)
        } else if (schema === SCHEMAS.navigationNode) {
            const entry = entryFrom(node, item as NavigationNode, index, options)
            if (entry && (entry.href || entry.children.length)) children.push(entry)
        }
    }
    return {children, tiles}
}

/** Without CMS menu: the tree's top categories, lifting the children of hidden containers (`shop`). */
export const menuFromCategories = (root: Category | null | undefined): MenuEntry[] => {
    const index = indexCategories(root)
    const top = (root?.categories ?? []).flatMap((category) =>
        showsInMenu(category) ? [category] : category.categories ?? []
    )
    return entriesFromCategories(top, index).map((entry) =>
        entry.id === 'sale' ? {...entry, sale: true} : entry
    )
}

export interface BuiltMenu {
    entries: MenuEntry[]
    /** Tiles placed directly under the menu root (the mobile menu's opening level). */
    tiles: MenuTile[]
}

/** The menu: the CMS hierarchy when there is one (links resolved through the tree), else the tree alone. */
export const buildMenu = (
    root: Category | null | undefined,
    cms: ContentTreeNode<ContentJson> | null | undefined,
    options: BuildMenuOptions = {}
): BuiltMenu => {
    if (!cms?.children?.length) return {entries: menuFromCategories(root), tiles: []}
    const {children, tiles} = levelFrom(cms.children, indexCategories(root), options)
    return {entries: children, tiles}
}
