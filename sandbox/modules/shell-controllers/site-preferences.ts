import type {SandboxContext} from '../../core/context'
import {badgeRules} from '../catalog'

/**
 * Google's published reCAPTCHA *test* site key: public by design, always passes, never a secret. The field name
 * `googleCaptchaSiteSecretV3` is the storefront's (spec 001 §3.3); it carries the site key.
 */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4u4GK8Y0O7i5ybydMw'

const COMMON = {
    apPromoMessagingEnable: true,
    apDisplayCheckoutInfo: true,
    apDisplayPdpInfo: true,
    googleCaptchaSiteSecretV3: RECAPTCHA_TEST_SITE_KEY,
    isAppExclusiveEnabled: false
}

/**
 * Per-site values, keyed by the site's country (site ids are configurable). Pay-later (Afterpay/Clearpay) runs
 * where the provider operates; gift cards can be bought for delivery in the site's home countries; countries
 * listed under `internationalCheckoutCountries` check out through the cross-border provider.
 */
const BY_COUNTRY: Record<string, Record<string, unknown>> = {
    GB: {
        enableAfterpay: true,
        apSupportedCountriesCodes: ['GB'],
        giftCardAllowedCountries: ['GB', 'IM', 'JE', 'GG'],
        internationalCheckoutCountries: [
            'CH',
            'NO',
            'IS',
            'AE',
            'SA',
            'IL',
            'ZA',
            'IN',
            'SG',
            'HK',
            'JP',
            'KR',
            'CN'
        ]
    },
    US: {
        enableAfterpay: true,
        apSupportedCountriesCodes: ['US'],
        giftCardAllowedCountries: ['US'],
        internationalCheckoutCountries: ['CA', 'MX', 'BR']
    },
    IE: {
        enableAfterpay: false,
        apSupportedCountriesCodes: [],
        giftCardAllowedCountries: ['IE', 'FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'AT', 'PT', 'FI', 'LU'],
        internationalCheckoutCountries: ['DK', 'SE', 'PL', 'CZ', 'HU', 'RO', 'BG']
    },
    AU: {
        enableAfterpay: true,
        apSupportedCountriesCodes: ['AU', 'NZ'],
        giftCardAllowedCountries: ['AU'],
        internationalCheckoutCountries: ['SG', 'MY', 'TH']
    }
}

export const seedSitePreferences = (ctx: SandboxContext) => {
    const insert = ctx.db.prepare(
        'INSERT INTO site_preferences (site_id, preference_id, value) VALUES (?, ?, ?)'
    )
    for (const site of ctx.config.sites) {
        const preferences = {...COMMON, ...(BY_COUNTRY[site.country] ?? BY_COUNTRY.GB)}
        for (const [id, value] of Object.entries(preferences)) insert.run(site.id, id, JSON.stringify(value))
    }
}

/**
 * All preferences of a site, as `PWA-GetPreferences` returns them for a locale (badge rules live with the
 * catalogue; their labels are shopper-facing text, so they come in that locale).
 */
export const sitePreferences = (
    ctx: SandboxContext,
    siteId: string,
    locale?: string
): Record<string, unknown> => {
    const rows = ctx.db
        .prepare('SELECT preference_id, value FROM site_preferences WHERE site_id = ? ORDER BY preference_id')
        .all(siteId) as {preference_id: string; value: string}[]
    const {add, replace} = badgeRules(ctx, locale)
    return {
        ...Object.fromEntries(rows.map((row) => [row.preference_id, JSON.parse(row.value) as unknown])),
        productBadgeRules: {addList: add, replaceList: replace}
    }
}

/** One preference (for other modules: gift card countries, cross-border countries...). */
export const sitePreference = (ctx: SandboxContext, siteId: string, preferenceId: string): unknown =>
    sitePreferences(ctx, siteId)[preferenceId]
