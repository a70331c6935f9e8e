/**
 * The navigation as the header renders it: the category tree merged with the CMS menu hierarchy, reduced
 * to what a menu needs (titles, links, styling, featured tiles). Built by pure functions in build-menu.ts.
 */
export interface MenuImage {
    src: string
    srcSet: string
    /** Empty for decorative images (the tile's text names the destination). */
    alt: string
}

/** A featured CMS tile inside a menu level. */
export interface MenuTile {
    id: string
    title: string
    subCopy?: string
    href: string
    ctaText?: string
    image?: MenuImage
}

export interface MenuEntry {
    id: string
    title: string
    /** Unprefixed storefront path (or absolute URL); the Link component adds the site prefix. */
    href?: string
    /** Sale styling (sale typeface and colour). */
    sale: boolean
    /** An editor's text colour, kept only when readable on white. */
    colour?: string
    image?: MenuImage
    /** A promotional line under the level's links (e.g. a sale code). */
    promo?: {text: string; href: string}
    children: MenuEntry[]
    tiles: MenuTile[]
}
