/** Crawlers and link previewers: they get the page, never interstitials (popups, country prompt). */
const BOT =
    /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|bingpreview|pinterest|whatsapp/i

export const isBot = (userAgent: string): boolean => BOT.test(userAgent)

/** Storefront preview: a `vse` preview domain or a preview timestamp in the query. */
export const isStorefrontPreview = (search: string): boolean => {
    const params = new URLSearchParams(search)
    return Boolean(params.get('vse')) || params.has('previewTimestamp')
}
