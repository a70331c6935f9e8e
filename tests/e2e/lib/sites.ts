/**
 * The four regional sites as the browser tests see them (config/sites.js): where each home page lives, the
 * document language it must declare, and how its prices look.
 */
export interface SiteHome {
    name: string
    path: string
    lang: string
    /** A price in the site's currency as rendered (e.g. £45.00, $45.00, €45,00, AUD 45.00). */
    price: RegExp
}

export const SITE_HOMES: SiteHome[] = [
    {name: 'GB', path: '/', lang: 'en-GB', price: /£\s?\d/},
    {name: 'US', path: '/us', lang: 'en-US', price: /(?<![A-Z])\$\s?\d/},
    {name: 'EU', path: '/eu', lang: 'en-GB', price: /€\s?\d|\d\s?€/},
    {name: 'AU', path: '/au', lang: 'en-GB', price: /AUD\s?\d|\d\s?AUD/}
]

/** Non-default locales, reached by a locale segment after the site alias (none for GB). */
export const LOCALE_HOMES = [
    {path: '/eu/fr-FR/', lang: 'fr-FR'},
    {path: '/eu/it-IT/', lang: 'it-IT'},
    {path: '/zh-CN/', lang: 'zh-CN'},
    {path: '/ja-JP/', lang: 'ja-JP'}
]

export const NOT_FOUND_HEADING = 'Oops! This page seems to have run away.'
