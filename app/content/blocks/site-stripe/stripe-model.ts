import type {BannerStripe, SiteStripe, SiteStripeMessage} from '../../model'
import {SCHEMAS} from '../../model/schemas'

export interface StripeColours {
    background?: string
    text?: string
}

export interface StripeModel {
    messages: SiteStripeMessage[]
    colours: StripeColours
    homepageColours: StripeColours
}

/** Higher weight first; equal weights keep their authoring order (sort is stable). */
const byWeight = (messages: SiteStripeMessage[]) =>
    [...messages].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))

/**
 * Both strip forms as one shape: the current site stripe and the older bannerItem strip (spec 001 §3.3), so
 * the component has one way to render them.
 */
export const stripeModel = (item: SiteStripe | BannerStripe): StripeModel => {
    if (item._meta?.schema === SCHEMAS.bannerStripe) {
        const banner = item as BannerStripe
        return {
            messages: (banner.bannerItem ?? [])
                .filter((entry) => entry?.bannerText)
                .map((entry) => ({text: entry.bannerText, link: entry.bannerTextLink})),
            colours: {background: banner.backgroundColor, text: banner.textColor},
            homepageColours: {background: banner.backgroundColorHP, text: banner.textColorHP}
        }
    }
    const stripe = item as SiteStripe
    const options = stripe.displayOptions ?? {}
    return {
        messages: byWeight((stripe.siteStripeMessage ?? []).filter((message) => message?.text)),
        colours: {background: options.backgroundColor, text: options.textColor},
        homepageColours: {background: options.homepageBackgroundColor, text: options.homepageTextColor}
    }
}

/** On a country root the home colours apply where set, so the strip can sit on the hero's palette. */
export const stripeColours = (model: StripeModel, onHome: boolean): StripeColours => ({
    background: (onHome && model.homepageColours.background) || model.colours.background,
    text: (onHome && model.homepageColours.text) || model.colours.text
})
