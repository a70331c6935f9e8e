/**
 * Every deliverable content type as one discriminated union (by `_meta.schema`), so the block registry and
 * page renderers can narrow a body with a schema check.
 */
import type {ContentBanner, ColumnBanner, ContentSpot, HeroBanner, TwoColumnBanner} from './banners'
import type {ActivityCarousel, ProductCarousel, RecommendationCarousel, UgcWidget} from './carousels'
import type {Accordion, GenericCopy} from './copy'
import type {
    BasketBanner,
    BasketThresholdBanner,
    DeliveryOptions,
    DeliveryReturnsMessage,
    ReturnsTab
} from './delivery'
import type {Footer} from './footer'
import type {
    CategoryContent,
    CategoryFilterBanner,
    CountdownStrip,
    SaleFilterBanner,
    StackedLinks,
    TopBanner,
    UrlFilterBanner,
    VisualFilterCarousel
} from './listing'
import type {ImageNode, NavigationImageTiles, NavigationNode, NavigationRoot} from './navigation'
import type {CmsEntry, ContentPage, HomePage, LandingPage, SetsBuilder, StorytellingPage} from './pages'
import type {Popup, SignUpModal} from './popups'
import type {SignUpForm} from './sign-up'
import type {BannerStripe, SiteStripe} from './site-stripe'

export type ContentBlock =
    | SiteStripe
    | BannerStripe
    | Footer
    | NavigationRoot
    | NavigationNode
    | ImageNode
    | HeroBanner
    | ContentBanner
    | TwoColumnBanner
    | ColumnBanner
    | ContentSpot
    | NavigationImageTiles
    | GenericCopy
    | Accordion
    | DeliveryOptions
    | DeliveryReturnsMessage
    | BasketThresholdBanner
    | BasketBanner
    | ReturnsTab
    | CategoryContent
    | CategoryFilterBanner
    | UrlFilterBanner
    | SaleFilterBanner
    | VisualFilterCarousel
    | CountdownStrip
    | TopBanner
    | StackedLinks
    | ActivityCarousel
    | ProductCarousel
    | RecommendationCarousel
    | UgcWidget
    | HomePage
    | ContentPage
    | LandingPage
    | CmsEntry
    | StorytellingPage
    | SetsBuilder
    | Popup
    | SignUpModal
    | SignUpForm
