/**
 * Locales the catalogue carries text for. `default` is British English (the platform's fallback locale); other
 * rows only hold what differs from it, and lookups fall back locale -> language -> default like the platform.
 */
export const CATALOG_LOCALES = ['default', 'en-US', 'fr-FR', 'it-IT', 'zh-CN', 'ja-JP'] as const
export type CatalogLocale = (typeof CATALOG_LOCALES)[number]

/** Text in several locales; only `default` is required. */
export type Translations = {default: string} & Partial<Record<Exclude<CatalogLocale, 'default'>, string>>

/** Shorthand for the common case of one text per translated language (en-US only where it differs). */
export const tr = (
    en: string,
    fr: string,
    it: string,
    zh: string,
    ja: string,
    enUS?: string
): Translations => ({
    default: en,
    ...(enUS ? {'en-US': enUS} : {}),
    'fr-FR': fr,
    'it-IT': it,
    'zh-CN': zh,
    'ja-JP': ja
})

/**
 * Locale ids to try, most specific first: `fr-FR` -> `fr-FR`, then any stored locale of the same language,
 * then `default`. Unknown or missing locales read the default text.
 */
const fallbackCache = new Map<string, CatalogLocale[]>()

export const localeFallbacks = (locale: string | undefined): CatalogLocale[] => {
    const cached = fallbackCache.get(locale ?? '')
    if (cached) return cached
    const chain: CatalogLocale[] = []
    if (locale && locale !== 'default') {
        const normalised = locale.replace('_', '-')
        const exact = CATALOG_LOCALES.find((known) => known.toLowerCase() === normalised.toLowerCase())
        if (exact) chain.push(exact)
        const language = normalised.split('-')[0].toLowerCase()
        for (const known of CATALOG_LOCALES) {
            if (known !== 'default' && !chain.includes(known) && known.split('-')[0] === language) {
                // British English is the default text, so en-* other than en-US reads it rather than US spelling.
                if (language !== 'en') chain.push(known)
            }
        }
    }
    chain.push('default')
    if (fallbackCache.size < 100) fallbackCache.set(locale ?? '', chain)
    return chain
}

export const translate = (text: Translations, locale: string | undefined): string => {
    for (const candidate of localeFallbacks(locale)) {
        const value = text[candidate]
        if (value) return value
    }
    return text.default
}
