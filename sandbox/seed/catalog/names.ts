import {CATALOG_LOCALES, type CatalogLocale, translate, type Translations} from './locales'
import {LEG_LENGTHS, MODIFIERS, type ModifierId, TYPE_WORDS, type TypeWordId} from './vocabulary'

/**
 * Collection names: proper names, so they stay untranslated like a brand's collection names do. The first
 * few are the brand's hero collections (used more often by the generator).
 */
export const LINE_NAMES = [
    'Power',
    'Super Soft',
    'Sculpt',
    'Adapt',
    'Vital',
    'Aura',
    'Elevate',
    'Pulse',
    'Flow',
    'Studio',
    'Core',
    'Luxe',
    'Contour',
    'Horizon',
    'Summit',
    'Breeze',
    'Apex',
    'Cloud',
    'Balance',
    'Tempo',
    'Serene',
    'Ascend',
    'Motion',
    'Revive',
    'Halo',
    'Ember',
    'Drift',
    'Lumen',
    'Terra',
    'Nova'
] as const

export interface NameParts {
    line: string
    modifier?: ModifierId
    /** Shown in the name of single-length leggings ("Power 7/8 Gym Leggings"). */
    lengthLabel?: string
    typeWord: TypeWordId
}

/** Languages that put the noun first ("Legging de sport Power taille haute 7/8"). */
const NOUN_FIRST = new Set<CatalogLocale>(['fr-FR', 'it-IT'])
/** Languages written without spaces between the descriptive words and the noun. */
const UNSPACED = new Set<CatalogLocale>(['zh-CN', 'ja-JP'])

/** The length label in the name's language ("Full Length" -> "Longueur intégrale"); "7/8" reads the same. */
const lengthIn = (label: string | undefined, locale: CatalogLocale) => {
    const length = LEG_LENGTHS.find((entry) => entry.name.default === label)
    return length ? translate(length.name, locale) : label
}

const composeName = (parts: NameParts, locale: CatalogLocale): string => {
    const noun = translate(TYPE_WORDS[parts.typeWord], locale)
    const modifier = parts.modifier ? translate(MODIFIERS[parts.modifier], locale) : ''
    const length = lengthIn(parts.lengthLabel, locale)
    // French and Italian write the length after the noun in lower case, like the other descriptive words.
    const lengthLabel = NOUN_FIRST.has(locale) ? length?.toLowerCase() : length
    if (NOUN_FIRST.has(locale)) {
        return [noun, parts.line, modifier, lengthLabel].filter(Boolean).join(' ')
    }
    if (UNSPACED.has(locale)) {
        const head = [parts.line, lengthLabel].filter(Boolean).join(' ')
        return `${head} ${modifier}${noun}`
    }
    return [parts.line, lengthLabel, modifier, noun].filter(Boolean).join(' ')
}

/** The product name in every catalogue locale, built from translated parts. */
export const productNames = (parts: NameParts): Translations => {
    const names = {default: composeName(parts, 'default')} as Translations
    for (const locale of CATALOG_LOCALES) {
        if (locale === 'default') continue
        const name = composeName(parts, locale)
        if (name !== names.default) names[locale] = name
    }
    return names
}
