import type {SiteCountry} from './types'

/** Spec 001 §9: default locale en-GB; supported locales en-US, en-GB, fr-FR, it-IT, zh-CN, ja-JP. */
export const DEFAULT_LOCALE = 'en-GB'
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP'] as const

/** A locale id as the platform writes it in controller URLs: en-GB becomes en_GB. */
export const controllerLocale = (locale: string): string => locale.replace('-', '_')

/** "'default' maps to en-GB" (spec 001 §9); any other locale id is kept. */
export const normaliseLocale = (locale: string | undefined): string =>
    !locale || locale === 'default' ? DEFAULT_LOCALE : locale

/** "Default locale mapping: en-US gives US, en-AU gives AU, en gives IE, anything else GB" (spec 001 §9). */
export const regionForLocale = (locale: string | undefined): SiteCountry => {
    switch (locale) {
        case 'en-US':
            return 'US'
        case 'en-AU':
            return 'AU'
        case 'en':
            return 'IE'
        default:
            return 'GB'
    }
}

/** Site aliases that carry a URL prefix; GB has none (spec 000 §2, spec 001 §2.2). */
export const PREFIXED_SITE_ALIASES = ['us', 'eu', 'au'] as const

/** The URL prefix of a site country: '' for GB, else its alias. */
export const sitePrefixForCountry = (siteCountry: SiteCountry): '' | 'us' | 'eu' | 'au' =>
    siteCountry === 'US' ? 'us' : siteCountry === 'IE' ? 'eu' : siteCountry === 'AU' ? 'au' : ''
