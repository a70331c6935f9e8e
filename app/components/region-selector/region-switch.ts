import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../../config/types'
import {buildUrl, resolveSite} from '../../site/resolve-site'

/**
 * Each language named in itself, so shoppers find theirs whatever language the page is in; these are
 * deliberately not translated.
 */
export const LANGUAGE_ENDONYMS: Record<string, string> = {
    en: 'English',
    fr: 'Français',
    it: 'Italiano',
    zh: '中文',
    ja: '日本語'
}

export const languageName = (localeId: string) => LANGUAGE_ENDONYMS[localeId.split('-')[0]] ?? localeId

export const defaultLocaleOf = (site: SiteConfig): LocaleConfig =>
    site.l10n.supportedLocales.find((locale) => locale.id === site.l10n.defaultLocale) ??
    site.l10n.supportedLocales[0]

/** The locale to offer after choosing another site: the same one when it has it, else its default. */
export const localeForSite = (site: SiteConfig, preferred: string): LocaleConfig =>
    site.l10n.supportedLocales.find((locale) => locale.id === preferred) ?? defaultLocaleOf(site)

/**
 * The same page on another site and language: the current path without its site/locale prefix, re-prefixed
 * for the target, with the query kept (spec 001 §2.2 prefixes; defaults carry no prefix).
 */
export const regionSwitchUrl = (
    location: {pathname: string; search: string},
    site: SiteConfig,
    locale: LocaleConfig | undefined,
    config: StorefrontConfig
): string => {
    const {path} = resolveSite(location.pathname, config)
    return buildUrl(path + location.search, site, locale ?? defaultLocaleOf(site), config)
}
