import {COLOURS} from '../../../seed/palette'
import {CATALOG_LOCALES} from '../../../seed/catalog/locales'
import {COLOUR_FAMILY_NAMES, COLOUR_NAMES, PRODUCT_TYPES} from '../../../seed/catalog/vocabulary'
import type {CatalogView} from '../catalog-cache'
import type {CatalogMaster, CatalogVariant} from '../model'
import {buildTextIndex, type TextField, type TextIndex} from './text-index'

/**
 * Search documents: one per master (or item), with the values refinements test precomputed. Built once per
 * loaded catalogue; queries only read it.
 */
export interface IndexedVariant {
    variant: CatalogVariant
    colourFamily: string
}

export interface IndexedMaster {
    doc: number
    master: CatalogMaster
    /** Assigned categories and all their ancestors. */
    categories: Set<string>
    categoryList: string[]
    hitType: 'master' | 'product'
    isSale: boolean
    variants: IndexedVariant[]
}

/** Text is indexed per language, so a prefix in one language does not match words of another. */
export type SearchLanguage = 'en' | 'fr' | 'it' | 'zh' | 'ja'
const LANGUAGES: SearchLanguage[] = ['en', 'fr', 'it', 'zh', 'ja']

export interface SearchIndex {
    entries: IndexedMaster[]
    texts: Record<SearchLanguage, TextIndex>
    catalog: CatalogView
}

const languageOf = (locale: string): SearchLanguage => {
    const language = locale === 'default' ? 'en' : locale.slice(0, 2).toLowerCase()
    return (LANGUAGES as string[]).includes(language) ? (language as SearchLanguage) : 'en'
}

/** Indexes a query is run against: English always (the catalogue's base language), plus the shopper's. */
export const textIndexesFor = (index: SearchIndex, locale: string): TextIndex[] => {
    const language = languageOf(locale)
    return language === 'en' ? [index.texts.en] : [index.texts.en, index.texts[language]]
}

const FAMILY_OF = new Map(COLOURS.map((colour) => [colour.id, colour.family]))
export const colourFamilyOf = (colourId: string) => FAMILY_OF.get(colourId) ?? 'Other'

/** The texts of a translation table written in one language. */
const textsIn = (texts: Partial<Record<string, string>>, language: SearchLanguage) => [
    ...new Set(
        Object.entries(texts)
            .filter(([locale, text]) => text && languageOf(locale) === language)
            .map(([, text]) => text as string)
    )
]

const textFields = (catalog: CatalogView, master: CatalogMaster, language: SearchLanguage): TextField[] => {
    const fields: TextField[] = []
    const add = (texts: string[], weight: number) => texts.forEach((text) => fields.push({text, weight}))
    // A name not translated into this language is the English one; searching it in this language is right too.
    const names = Object.fromEntries(
        CATALOG_LOCALES.map((locale) => [locale, master.texts[locale]?.name ?? master.texts.default?.name])
    )
    add(textsIn(names, language), 5)
    const type = PRODUCT_TYPES[master.attributes.c_productType]
    if (type) add(textsIn(type, language), 3)
    for (const categoryId of master.categoryIds) {
        const category = catalog.categories.get(categoryId)
        if (category) add(textsIn(category.names, language), 2)
    }
    for (const colourId of master.layout.colours) {
        if (COLOUR_NAMES[colourId]) add(textsIn(COLOUR_NAMES[colourId], language), 2)
        const family = COLOUR_FAMILY_NAMES[colourFamilyOf(colourId)]
        if (family) add(textsIn(family, language), 1.5)
    }
    if (language === 'en') add([master.attributes.c_fabric], 0.5)
    return fields.filter((field) => field.text)
}

const ancestors = (catalog: CatalogView, categoryIds: string[]) => {
    const closure = new Set<string>()
    for (const id of categoryIds) for (const node of catalog.categoryPath(id)) closure.add(node.id)
    closure.add('root')
    return closure
}

export const buildSearchIndex = (catalog: CatalogView): SearchIndex => {
    const entries = catalog.masters.map((master, doc): IndexedMaster => {
        const categories = ancestors(catalog, master.categoryIds)
        return {
            doc,
            master,
            categories,
            categoryList: [...categories],
            hitType: master.type === 'item' ? 'product' : 'master',
            isSale: master.groups.some((group) => group.onSale),
            variants: master.variants.map((variant) => ({
                variant,
                colourFamily: colourFamilyOf(variant.colourId)
            }))
        }
    })
    const texts = Object.fromEntries(
        LANGUAGES.map((language) => [
            language,
            buildTextIndex(catalog.masters.map((master) => textFields(catalog, master, language)))
        ])
    ) as Record<SearchLanguage, TextIndex>
    return {entries, texts, catalog}
}

const indexes = new WeakMap<CatalogView, SearchIndex>()

export const searchIndexOf = (catalog: CatalogView) => {
    let index = indexes.get(catalog)
    if (!index) {
        index = buildSearchIndex(catalog)
        indexes.set(catalog, index)
    }
    return index
}
