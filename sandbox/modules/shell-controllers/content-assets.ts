import type {SandboxContext} from '../../core/context'

/**
 * Small legal and information snippets the storefront embeds by id (`PWA-GetContentAssetsJSON`). Written for
 * the fictional VELA brand; English is the default and other locales fall back to it.
 */
const ASSETS: Record<string, string> = {
    'checkout-terms':
        '<p>By placing your order you agree to our <a href="/terms-and-conditions">Terms and Conditions</a> and ' +
        'confirm you have read our <a href="/privacy-policy">Privacy Policy</a>.</p>',
    'privacy-notice':
        '<p>We use your details to process your order and, if you opt in, to send you news from VELA. ' +
        'You can unsubscribe at any time. See our <a href="/privacy-policy">Privacy Policy</a>.</p>',
    'marketing-consent':
        '<p>Yes, I would like to receive emails about new collections, events and offers from VELA.</p>',
    'delivery-information':
        '<h3>Delivery</h3><p>Standard delivery arrives in 3&ndash;5 working days. Express orders placed before ' +
        '2pm arrive the next working day.</p>',
    'returns-information':
        '<h3>Returns</h3><p>Return unworn items within 30 days. Refunds go to the original payment method ' +
        'within 5 business days of arriving at our warehouse.</p>',
    'gift-card-terms':
        '<p>Gift cards are valid for 24 months, can be used online in the country of purchase and cannot be ' +
        'exchanged for cash.</p>',
    'insiders-terms':
        '<p>VELA Insiders get early access to launches and member-only offers. Membership is free; you can ' +
        'leave at any time from your account.</p>'
}

export const seedContentAssets = (ctx: SandboxContext) => {
    const insert = ctx.db.prepare(
        "INSERT INTO content_assets (asset_id, locale, html) VALUES (?, 'default', ?)"
    )
    for (const [id, html] of Object.entries(ASSETS)) insert.run(id, html)
}

/** HTML per requested id in the locale (or the default); unknown ids are left out. */
export const contentAssets = (ctx: SandboxContext, ids: string[], locale: string): Record<string, string> => {
    const find = ctx.db.prepare(
        `SELECT html FROM content_assets WHERE asset_id = ? AND locale IN (?, 'default')
         ORDER BY CASE locale WHEN 'default' THEN 1 ELSE 0 END LIMIT 1`
    )
    const assets: Record<string, string> = {}
    for (const id of ids) {
        const row = find.get(id, locale) as {html: string} | undefined
        if (row) assets[id] = row.html
    }
    return assets
}
