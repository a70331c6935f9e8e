/**
 * Schema identifiers of every content type the storefront renders. The block registry is keyed by these URIs,
 * and the sandbox seed test checks that every URI it delivers is listed here, so a renamed block cannot
 * silently fall through to the default renderer.
 */

const SCHEMA_BASE = 'https://schema.vela-active.example/'

const schema = <Name extends string>(name: Name) => `${SCHEMA_BASE}${name}.json` as const

export const SCHEMAS = {
    // Site shell
    siteStripe: schema('site-stripe'),
    bannerStripe: schema('banner-stripe'),
    footer: schema('footer'),
    navigationRoot: schema('navigation-root'),
    navigationNode: schema('navigation-node'),
    imageNode: schema('navigation-image-node'),
    // Banners and editorial blocks
    heroBanner: schema('hero-banner'),
    contentBanner: schema('content-banner'),
    twoColumnBanner: schema('two-column-banner'),
    columnBanner: schema('column-banner'),
    contentSpot: schema('content-spot'),
    navigationImageTiles: schema('navigation-image-tiles'),
    genericCopy: schema('generic-copy'),
    accordion: schema('accordion'),
    // Delivery, returns and basket messages
    deliveryOptions: schema('delivery-options'),
    deliveryReturnsMessage: schema('delivery-returns-message'),
    basketThresholdBanner: schema('basket-threshold-banner'),
    basketBanner: schema('basket-banner'),
    returnsTab: schema('returns-tab'),
    // Listing-page blocks
    categoryContent: schema('category-content'),
    categoryFilterBanner: schema('category-filter-banner'),
    urlFilterBanner: schema('url-filter-banner'),
    saleFilterBanner: schema('sale-filter-banner'),
    visualFilterCarousel: schema('visual-filter-carousel'),
    countdownStrip: schema('countdown-strip'),
    topBanner: schema('top-banner'),
    stackedLinks: schema('stacked-links'),
    // Carousels and widgets
    activityCarousel: schema('activity-carousel'),
    productCarousel: schema('product-carousel'),
    recommendationCarousel: schema('recommendation-carousel'),
    ugcWidget: schema('ugc-widget'),
    // Pages
    homePage: schema('home-page'),
    contentPage: schema('content-page'),
    landingPage: schema('landing-page'),
    cmsEntry: schema('cms-entry'),
    storytellingPage: schema('storytelling-page'),
    setsBuilder: schema('sets-builder'),
    // Popups, modals and forms
    popup: schema('popup'),
    signUpModal: schema('sign-up-modal'),
    signUpForm: schema('sign-up-form')
} as const

export type SchemaName = keyof typeof SCHEMAS
export type SchemaUri = (typeof SCHEMAS)[SchemaName]

/** The CMS's own fragment schemas: media links, links between items and per-locale values. */
export const CORE_SCHEMAS = {
    imageLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link',
    videoLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link',
    contentLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link',
    contentReference: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference',
    localizedValue: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value'
} as const
