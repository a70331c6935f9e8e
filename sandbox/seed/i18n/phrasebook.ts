/**
 * Per-locale phrasebooks: the seed's English text (the key) and its translation, written by hand. The seed
 * files stay in English (the language their authors edit); the catalogue, the content and the commerce
 * modules look their text up here for the request's locale, as the platform and the CMS store a value per
 * locale. Keying by the English text rather than by field paths means an edited English string shows up as
 * untranslated (the seed tests and the browser locale check fail) instead of keeping a stale translation.
 */
import {CATALOG_FR} from './fr-FR/catalog'
import {CATALOG_IT} from './it-IT/catalog'
import {CATALOG_ZH} from './zh-CN/catalog'
import {CATALOG_JA} from './ja-JP/catalog'
import {CATALOG_US} from './en-US/catalog'
import {CONTENT_FR} from './fr-FR/content'
import {CONTENT_IT} from './it-IT/content'
import {CONTENT_ZH} from './zh-CN/content'
import {CONTENT_JA} from './ja-JP/content'
import {CONTENT_US} from './en-US/content'
import {COMMERCE_FR} from './fr-FR/commerce'
import {COMMERCE_IT} from './it-IT/commerce'
import {COMMERCE_ZH} from './zh-CN/commerce'
import {COMMERCE_JA} from './ja-JP/commerce'
import {COMMERCE_US} from './en-US/commerce'

/** English source text -> its translation. */
export type Phrasebook = Readonly<Record<string, string>>

/** Locales that need every shopper-facing string translated. */
export const TRANSLATED_LOCALES = ['fr-FR', 'it-IT', 'zh-CN', 'ja-JP'] as const
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]

/** en-US holds only what American English writes differently from the British source. */
export type PhraseLocale = TranslatedLocale | 'en-US'
export const PHRASE_LOCALES: PhraseLocale[] = ['en-US', ...TRANSLATED_LOCALES]

/** catalog: product and category copy; content: CMS items; commerce: shipping methods, hosted pages. */
export type PhraseDomain = 'catalog' | 'content' | 'commerce'

const BOOKS: Record<PhraseDomain, Record<PhraseLocale, Phrasebook>> = {
    catalog: {
        'en-US': CATALOG_US,
        'fr-FR': CATALOG_FR,
        'it-IT': CATALOG_IT,
        'zh-CN': CATALOG_ZH,
        'ja-JP': CATALOG_JA
    },
    content: {
        'en-US': CONTENT_US,
        'fr-FR': CONTENT_FR,
        'it-IT': CONTENT_IT,
        'zh-CN': CONTENT_ZH,
        'ja-JP': CONTENT_JA
    },
    commerce: {
        'en-US': COMMERCE_US,
        'fr-FR': COMMERCE_FR,
        'it-IT': COMMERCE_IT,
        'zh-CN': COMMERCE_ZH,
        'ja-JP': COMMERCE_JA
    }
}

/** A locale id as requests carry it (`fr-FR`, `fr_FR`, `FR-fr`) matched to a phrasebook locale. */
export const phraseLocale = (locale: string | undefined): PhraseLocale | undefined => {
    const normalised = (locale ?? '').replace('_', '-').toLowerCase()
    return PHRASE_LOCALES.find((known) => known.toLowerCase() === normalised)
}

/** The translation of an English seed string, or undefined when the phrasebook has none. */
export const lookupPhrase = (domain: PhraseDomain, locale: string | undefined, english: string) => {
    const target = phraseLocale(locale)
    return target ? BOOKS[domain][target][english] : undefined
}

/**
 * The text for a locale: its translation, else the English source (British English locales, en-US where the
 * spelling is shared, or a string the phrasebook lacks: the seed tests list those).
 */
export const phrase = (domain: PhraseDomain, locale: string | undefined, english: string): string =>
    lookupPhrase(domain, locale, english) ?? english

/** `{name}`-style placeholders filled in a translated template. */
export const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

export const phrasebook = (domain: PhraseDomain, locale: PhraseLocale): Phrasebook => BOOKS[domain][locale]

/** Every phrasebook's version of an English string, in the catalogue's `{default, 'fr-FR', ...}` shape. */
export const catalogTranslations = (
    english: string
): {default: string} & Partial<Record<PhraseLocale, string>> => {
    const result: {default: string} & Partial<Record<PhraseLocale, string>> = {default: english}
    for (const locale of PHRASE_LOCALES) {
        const translated = BOOKS.catalog[locale][english]
        if (translated && translated !== english) result[locale] = translated
    }
    return result
}
