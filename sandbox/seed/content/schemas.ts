/**
 * Content type URIs the seed delivers. The sandbox keeps its own list (it never imports storefront code);
 * seed.test.ts checks every one is known to the storefront's content model.
 */
const base = (name: string) => `https://schema.vela-active.example/${name}.json`

export const SEED_SCHEMAS = {
    siteStripe: base('site-stripe'),
    bannerStripe: base('banner-stripe'),
    footer: base('footer'),
    navigationRoot: base('navigation-root'),
    navigationNode: base('navigation-node'),
    imageNode: base('navigation-image-node'),
    heroBanner: base('hero-banner'),
    contentBanner: base('content-banner'),
    twoColumnBanner: base('two-column-banner'),
    columnBanner: base('column-banner'),
    contentSpot: base('content-spot'),
    navigationImageTiles: base('navigation-image-tiles'),
    genericCopy: base('generic-copy'),
    accordion: base('accordion'),
    deliveryOptions: base('delivery-options'),
    deliveryReturnsMessage: base('delivery-returns-message'),
    basketThresholdBanner: base('basket-threshold-banner'),
    basketBanner: base('basket-banner'),
    returnsTab: base('returns-tab'),
    categoryContent: base('category-content'),
    categoryFilterBanner: base('category-filter-banner'),
    urlFilterBanner: base('url-filter-banner'),
    saleFilterBanner: base('sale-filter-banner'),
    visualFilterCarousel: base('visual-filter-carousel'),
    countdownStrip: base('countdown-strip'),
    topBanner: base('top-banner'),
    stackedLinks: base('stacked-links'),
    activityCarousel: base('activity-carousel'),
    productCarousel: base('product-carousel'),
    recommendationCarousel: base('recommendation-carousel'),
    ugcWidget: base('ugc-widget'),
    homePage: base('home-page'),
    contentPage: base('content-page'),
    landingPage: base('landing-page'),
    cmsEntry: base('cms-entry'),
    storytellingPage: base('storytelling-page'),
    setsBuilder: base('sets-builder'),
    popup: base('popup'),
    signUpModal: base('sign-up-modal'),
    signUpForm: base('sign-up-form')
}

export type SeedSchema = keyof typeof SEED_SCHEMAS

/** The CMS's built-in fragment schemas (fixed by the delivery API, not by this project). */
export const CORE = {
    imageLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link',
    videoLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link',
    contentLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link',
    contentReference: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference',
    localizedValue: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value'
}
