import {createContext, useContext, useMemo, type ReactNode} from 'react'
import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../config/types'
import {buildUrl} from './resolve-site'

export interface SiteContextValue {
    config: StorefrontConfig
    site: SiteConfig
    locale: LocaleConfig
    currency: string
    /** Prefixes an internal path with this site and locale (absolute links untouched). */
    buildUrl: (path: string) => string
    /** Builds a URL for another site/locale (region and language switching). */
    buildUrlFor: (path: string, site: SiteConfig, locale?: LocaleConfig) => string
}

const SiteContext = createContext<SiteContextValue | null>(null)

export interface SiteProviderProps {
    config: StorefrontConfig
    site: SiteConfig
    locale: LocaleConfig
    currency: string
    children: ReactNode
}

export const SiteProvider = ({config, site, locale, currency, children}: SiteProviderProps) => {
    const value = useMemo<SiteContextValue>(() => {
        const defaultLocaleOf = (target: SiteConfig) =>
            target.l10n.supportedLocales.find((candidate) => candidate.id === target.l10n.defaultLocale) ??
            target.l10n.supportedLocales[0]
        return {
            config,
            site,
            locale,
            currency,
            buildUrl: (target) => buildUrl(target, site, locale, config),
            buildUrlFor: (target, otherSite, otherLocale) =>
                buildUrl(target, otherSite, otherLocale ?? defaultLocaleOf(otherSite), config)
        }
    }, [config, site, locale, currency])
    return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export const useSite = (): SiteContextValue => {
    const value = useContext(SiteContext)
    if (!value) throw new Error('Site is not defined. It is required to look for locale object')
    return value
}
