/**
 * Seed text that is deliberately the same in a translation as in English ("Yoga", "Leggings" in French,
 * "Black Friday", place names): the translators wrote it that way, so a page showing it is not a missing
 * translation. The browser locale check allows exactly these, and nothing else that reads as English.
 */
import {CATEGORY_NAMES} from '../catalog/category-text'
import type {Translations as CatalogTranslations} from '../catalog/locales'
import {LINE_NAMES} from '../catalog/names'
import {
    COLOUR_FAMILY_NAMES,
    COLOUR_NAMES,
    LEG_LENGTHS,
    MODIFIERS,
    PRODUCT_TYPES,
    REFINEMENT_LABELS,
    SIZE_NAMES,
    SORTING_OPTION_LABELS,
    TYPE_WORDS,
    VARIATION_ATTRIBUTE_NAMES
} from '../catalog/vocabulary'
import type {Translations as ContentTranslations} from '../content/fragments'
import {FOOTER_TEXT, HERO_TEXT, MENU_TEXT, STRIPE_TEXT} from '../content/translations'
import {phrasebook, type TranslatedLocale} from './phrasebook'

const catalogTables: Record<string, CatalogTranslations>[] = [
    CATEGORY_NAMES,
    COLOUR_NAMES,
    COLOUR_FAMILY_NAMES,
    VARIATION_ATTRIBUTE_NAMES,
    SIZE_NAMES,
    PRODUCT_TYPES,
    TYPE_WORDS,
    MODIFIERS,
    REFINEMENT_LABELS,
    SORTING_OPTION_LABELS,
    Object.fromEntries(LEG_LENGTHS.map((length) => [length.value, length.name]))
]

const contentTables = [MENU_TEXT, FOOTER_TEXT, HERO_TEXT, STRIPE_TEXT] as Record<
    string,
    ContentTranslations | ((value: number, currency: string) => ContentTranslations)
>[]

/** Strings a locale's translations keep in English, plus the collection names (proper names everywhere). */
export const identicalTranslations = (locale: TranslatedLocale): Set<string> => {
    const same = new Set<string>(LINE_NAMES)
    for (const domain of ['catalog', 'content', 'commerce'] as const) {
        for (const [english, translated] of Object.entries(phrasebook(domain, locale)))
            if (english === translated) same.add(english)
    }
    for (const table of catalogTables)
        for (const text of Object.values(table)) if (text[locale] === text.default) same.add(text.default)
    for (const table of contentTables) {
        for (const entry of Object.values(table)) {
            const text = typeof entry === 'function' ? entry(0, 'EUR') : entry
            if (text[locale] === text['en-GB']) same.add(text['en-GB'])
        }
    }
    return same
}
