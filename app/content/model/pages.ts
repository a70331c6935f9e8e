/**
 * Page-level items. Keys follow the path (see sandbox/seed/content/README.md): `home`, `us/home`,
 * `about-us/our-story`, `landing/{key}`, `shop/landing/{key}`... Page bodies list their blocks inlined.
 */
import type {ContentBlock} from './blocks'
import type {CommonBlock} from './common'
import type {ReturnsTab} from './delivery'
import type {ImageLink} from './media'
import type {ProductSource} from './carousels'
import type {SCHEMAS} from './schemas'

export interface PageSeo {
    /** Page title and meta description; fall back to the site defaults when absent. */
    seoTitle?: string
    seoDescription?: string
}

export interface HomePage extends CommonBlock<typeof SCHEMAS.homePage, HomePage>, PageSeo {
    components: ContentBlock[]
}

/** CMS page content and static pages (terms, privacy, cookies, delivery and returns...). */
export interface ContentPage extends CommonBlock<typeof SCHEMAS.contentPage, ContentPage> {
    pageTitle: string
    pageDescription?: string
    pageHeader?: string
    /** HTML introduction under the header. */
    pageHeaderCopy?: string
    /** Blocks making up the page body. */
    tabContent?: ContentBlock[]
    /** When present the page shows these tabs (selecting one shows its content) above tabContent. */
    tabs?: ReturnsTab[]
    /** Regional pages only: set on the `row/` fallback so the storefront can tell it was used. */
    region?: 'gb' | 'us' | 'eu' | 'au' | 'row'
}

/** Campaign landing pages (/landing/{key} and the fixed campaign paths): CMS HTML, max 1440px wide. */
export interface LandingPage extends CommonBlock<typeof SCHEMAS.landingPage, LandingPage>, PageSeo {
    html: string
    /** Recommendation carousels placed under the HTML; the page rewrites their tile prices. */
    components?: ContentBlock[]
}

/** A CMS entry keyed by its path; only an HTML field (size guide, placeholder pages). */
export interface CmsEntry extends CommonBlock<typeof SCHEMAS.cmsEntry, CmsEntry> {
    path: string
    title?: string
    html: string
}

/** Storytelling product list (/shop/landing/{key}): editorial copy and banners between product rows. */
export interface StorytellingPage
    extends CommonBlock<typeof SCHEMAS.storytellingPage, StorytellingPage>,
        PageSeo {
    title: string
    /** HTML introduction. */
    copy: string
    products: ProductSource
    /** Banners placed after the given number of product tiles. */
    stories: {afterProducts: number; content: ContentBlock}[]
}

/** Sets product list (/sets-builder/{key}): pieces designed to be worn together. */
export interface SetsBuilder extends CommonBlock<typeof SCHEMAS.setsBuilder, SetsBuilder>, PageSeo {
    title: string
    copy?: string
    heroImage?: ImageLink
    sets: {title: string; products: ProductSource}[]
}
