/**
 * Turns the content seed's English strings into localized values, as authors do in the CMS when they
 * translate an item: every shopper-facing string with a phrasebook entry becomes
 * `{_meta: {schema: localized-value}, values: [{locale: 'en-GB', value}, {locale: 'fr-FR', value}, ...]}`, and
 * localized values written with `loc()` gain the locales the phrasebooks add. The delivery API then returns
 * the request's locale (contract: localisation collapses to one value per `locale` pattern).
 */
import type {SeedItem} from '../content/book'
import {CORE} from '../content/schemas'
import {textFields} from './content-text'
import {lookupPhrase, PHRASE_LOCALES} from './phrasebook'

type Value = {locale: string; value: unknown}

const localizedValue = (values: Value[]) => ({_meta: {schema: CORE.localizedValue}, values})

/**
 * The translations the content phrasebooks hold for an English string. A translation may equal the English
 * (a place name, "Yoga"): it is still stored, so the item says it carries that locale. en-US only where the
 * American wording differs.
 */
const translationsOf = (english: string): Value[] =>
    PHRASE_LOCALES.flatMap((locale) => {
        const value = lookupPhrase('content', locale, english)
        return value !== undefined && (locale !== 'en-US' || value !== english) ? [{locale, value}] : []
    })

const completeLocalizedValues = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(completeLocalizedValues)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if ((record._meta as {schema?: string} | undefined)?.schema === CORE.localizedValue) {
        const values = record.values as Value[]
        const english = values.find((entry) => entry.locale === 'en-GB')?.value
        if (typeof english !== 'string') return
        for (const added of translationsOf(english)) {
            const existing = values.find((entry) => entry.locale === added.locale)
            // `loc()` copies en-GB into en-US; an American phrase replaces that copy.
            if (!existing) values.push(added)
            else if (added.locale === 'en-US' && existing.value === english) existing.value = added.value
        }
        return
    }
    for (const [field, entry] of Object.entries(record))
        if (field !== '_local') completeLocalizedValues(entry)
}

const localiseBody = (body: Record<string, unknown>) => {
    completeLocalizedValues(body)
    for (const field of textFields(body)) {
        const translations = translationsOf(field.value)
        if (!translations.length) continue
        const values: Value[] = [{locale: 'en-GB', value: field.value}, ...translations]
        ;(field.holder as Record<string | number, unknown>)[field.key] = localizedValue(values)
    }
}

/** The seed with its text localised in place (items are freshly built, so mutating them is safe). */
export const localiseContent = (items: SeedItem[]): SeedItem[] => {
    for (const item of items) localiseBody(item.body)
    return items
}
