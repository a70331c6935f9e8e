import loadable, {type LoadableComponent} from '@loadable/component'
import {SCHEMAS} from './model/schemas'
import type {BlockProps} from './render/block-props'

type LoadableBlock = LoadableComponent<BlockProps>

/** Each block names its own item type; the registry routes by schema, so it only needs the common shape. */
const asBlock = <Props>(component: LoadableComponent<Props>) => component as unknown as LoadableBlock

/**
 * Schema URI -> block component. Each block is its own chunk, so a page downloads only the blocks it shows;
 * during SSR the chunks a page used are collected and preloaded, so hydration never waits for them.
 * Item types are checked inside each block (its props name the model type); the registry only routes.
 */
const siteStripe = asBlock(loadable(() => import('./blocks/site-stripe')))
const filterBanner = asBlock(loadable(() => import('./blocks/filter-banner')))

export const BLOCK_REGISTRY: Readonly<Record<string, LoadableBlock>> = {
    [SCHEMAS.siteStripe]: siteStripe,
    [SCHEMAS.bannerStripe]: siteStripe,
    [SCHEMAS.heroBanner]: asBlock(loadable(() => import('./blocks/hero-banner'))),
    [SCHEMAS.contentBanner]: asBlock(loadable(() => import('./blocks/content-banner'))),
    [SCHEMAS.twoColumnBanner]: asBlock(loadable(() => import('./blocks/two-column-banner'))),
    [SCHEMAS.columnBanner]: asBlock(loadable(() => import('./blocks/column-banner'))),
    [SCHEMAS.contentSpot]: asBlock(loadable(() => import('./blocks/content-spot'))),
    [SCHEMAS.navigationImageTiles]: asBlock(loadable(() => import('./blocks/navigation-image-tiles'))),
    [SCHEMAS.genericCopy]: asBlock(loadable(() => import('./blocks/generic-copy'))),
    [SCHEMAS.accordion]: asBlock(loadable(() => import('./blocks/accordion'))),
    [SCHEMAS.deliveryOptions]: asBlock(loadable(() => import('./blocks/delivery-options'))),
    [SCHEMAS.countdownStrip]: asBlock(loadable(() => import('./blocks/countdown-strip'))),
    [SCHEMAS.productCarousel]: asBlock(loadable(() => import('./blocks/product-carousel'))),
    [SCHEMAS.recommendationCarousel]: asBlock(loadable(() => import('./blocks/recommendation-carousel'))),
    [SCHEMAS.activityCarousel]: asBlock(loadable(() => import('./blocks/activity-carousel'))),
    [SCHEMAS.visualFilterCarousel]: asBlock(loadable(() => import('./blocks/visual-filter-carousel'))),
    [SCHEMAS.stackedLinks]: asBlock(loadable(() => import('./blocks/stacked-links'))),
    [SCHEMAS.deliveryReturnsMessage]: asBlock(loadable(() => import('./blocks/delivery-returns-message'))),
    [SCHEMAS.categoryFilterBanner]: filterBanner,
    [SCHEMAS.urlFilterBanner]: filterBanner,
    [SCHEMAS.saleFilterBanner]: filterBanner,
    [SCHEMAS.ugcWidget]: asBlock(loadable(() => import('./blocks/ugc-widget')))
}

/**
 * The server's data prepass renders loadable components only once their chunk has been loaded, and a block
 * it skips cannot register its queries (a product carousel would then suspend in the final render). Loading
 * every block up front on the server makes them render synchronously from the first request on.
 */
if (typeof window === 'undefined') {
    for (const block of new Set(Object.values(BLOCK_REGISTRY))) block.load().catch(() => undefined)
}

/** The component for a schema, or undefined when the storefront has no block for it. */
export const blockFor = (schema: string | undefined): LoadableBlock | undefined =>
    schema ? BLOCK_REGISTRY[schema] : undefined
