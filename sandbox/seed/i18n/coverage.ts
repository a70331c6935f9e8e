/**
 * What the phrasebooks still lack: every shopper-facing content string, in every locale that can read its
 * item, must have a translation (British English locales read the source). The seed test asserts the lists
 * are empty; worksheet.ts prints them for translators.
 */
import type {SeedItem} from '../content/book'
import {itemLocales, localizedValues, textFields} from './content-text'
import {TRANSLATED_LOCALES, type TranslatedLocale} from './phrasebook'

export interface MissingString {
    english: string
    /** Names of the items that hold it. */
    items: string[]
}

export const missingContentTranslations = (items: SeedItem[]): Record<TranslatedLocale, MissingString[]> => {
    const published = items.filter((item) => item.layer === 'published')
    const reach = itemLocales(published)
    const missing = Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [locale, new Map<string, Set<string>>()])
    ) as Record<TranslatedLocale, Map<string, Set<string>>>
    for (const item of published) {
        const meta = item.body._meta as {deliveryId: string; name: string}
        const locales = reach.get(meta.deliveryId) ?? new Set<string>()
        // Plain strings left after localisation have no translation in any phrasebook.
        const plain = textFields(item.body).map((field) => ({english: field.value, has: [] as string[]}))
        const partial = localizedValues(item.body).map((value) => ({
            english: value.english,
            has: value.locales
        }))
        for (const {english, has} of [...plain, ...partial]) {
            for (const locale of TRANSLATED_LOCALES) {
                if (!locales.has(locale) || has.includes(locale)) continue
                const holders = missing[locale].get(english) ?? new Set<string>()
                holders.add(meta.name)
                missing[locale].set(english, holders)
            }
        }
    }
    return Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [
            locale,
            [...missing[locale]].map(([english, holders]) => ({english, items: [...holders]}))
        ])
    ) as Record<TranslatedLocale, MissingString[]>
}
