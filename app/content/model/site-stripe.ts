/**
 * The site-wide announcement strip above the header. Several messages auto-scroll slowly and snap; a single
 * message is static. Two content types exist because older entries still use the bannerItem form.
 */
import type {Colour, CommonBlock} from './common'
import type {SCHEMAS} from './schemas'

export interface SiteStripeMessage {
    text: string
    link?: string
    /** Higher weight shows earlier; ties keep authoring order. */
    weight?: number
    /** When set the message shows a live countdown to this ISO date-time. */
    countdownDate?: string
    /** Hidden on country roots (/, /us, /eu, /au). */
    hideOnHomepage?: boolean
}

export interface SiteStripeDisplayOptions {
    backgroundColor?: Colour
    textColor?: Colour
    /** Home pages may use their own colours so the strip sits on the hero. */
    homepageBackgroundColor?: Colour
    homepageTextColor?: Colour
}

export interface SiteStripe extends CommonBlock<typeof SCHEMAS.siteStripe, SiteStripe> {
    siteStripeMessage: SiteStripeMessage[]
    displayOptions?: SiteStripeDisplayOptions
}

/** The older strip form. */
export interface BannerStripe extends CommonBlock<typeof SCHEMAS.bannerStripe, BannerStripe> {
    bannerItem: {bannerText: string; bannerTextLink?: string}[]
    backgroundColor?: Colour
    textColor?: Colour
    backgroundColorHP?: Colour
    textColorHP?: Colour
}
