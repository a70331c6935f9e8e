import type {SuggestionResult} from '../../commerce/catalog/use-search-suggestions'
import {productPath} from '../../rules/product/product-link'
import {searchPath} from './search-path'

export type SuggestionKind = 'recent' | 'popular' | 'phrase' | 'category' | 'product'
export type SectionKey = 'recent' | 'popular' | 'phrases' | 'categories' | 'products'

export interface SuggestionOption {
    /** The option element's id (for aria-activedescendant). */
    id: string
    kind: SuggestionKind
    label: string
    /** Storefront path without the site prefix. */
    path: string
    /** A category's parent, shown beside it. */
    secondary?: string
    image?: string
    price?: number
    currency?: string
}

export interface SuggestionSection {
    key: SectionKey
    options: SuggestionOption[]
}

export interface SectionInput {
    listboxId: string
    /** What the shopper typed (settled); shorter than minLength shows recent and popular searches. */
    query: string
    minLength: number
    result?: SuggestionResult | null
    recent: readonly string[]
    popular: readonly string[]
    /** A category's listing path, when the category tree knows it. */
    categoryPath: (id: string) => string | undefined
    limit: number
}

const unique = (values: string[]) => {
    const seen = new Set<string>()
    return values.filter((value) => {
        const key = value.trim().toLowerCase()
        if (!key || seen.has(key)) return false
        seen.add(key)
        return true
    })
}

const phrasesOf = (result: SuggestionResult | null | undefined): string[] =>
    [
        result?.productSuggestions?.suggestedPhrases,
        result?.categorySuggestions?.suggestedPhrases,
        result?.brandSuggestions?.suggestedPhrases
    ].flatMap((list) =>
        (list ?? []).map((entry) => entry.phrase).filter((phrase) => typeof phrase === 'string')
    )

/**
 * The panel's sections, each option with a stable id and a destination. With nothing typed: recent searches
 * and popular searches. Otherwise: phrases, categories and products from the platform's suggestions.
 */
export const suggestionSections = (input: SectionInput): SuggestionSection[] => {
    const {listboxId, query, result, limit} = input
    const option = (
        key: SectionKey,
        index: number,
        rest: Omit<SuggestionOption, 'id'>
    ): SuggestionOption => ({
        id: `${listboxId}-${key}-${index}`,
        ...rest
    })
    const terms = (key: 'recent' | 'popular', kind: SuggestionKind, list: readonly string[]) => ({
        key,
        options: unique([...list])
            .slice(0, limit)
            .map((term, index) => option(key, index, {kind, label: term, path: searchPath(term)}))
    })
    const sections: SuggestionSection[] =
        query.trim().length < input.minLength
            ? [terms('recent', 'recent', input.recent), terms('popular', 'popular', input.popular)]
            : [
                  {
                      key: 'phrases',
                      options: unique(phrasesOf(result))
                          .filter((phrase) => phrase.trim().toLowerCase() !== query.trim().toLowerCase())
                          .slice(0, limit)
                          .map((phrase, index) =>
                              option('phrases', index, {
                                  kind: 'phrase',
                                  label: phrase,
                                  path: searchPath(phrase)
                              })
                          )
                  },
                  {
                      key: 'categories',
                      options: (result?.categorySuggestions?.categories ?? [])
                          .slice(0, limit)
                          .map((category, index) =>
                              option('categories', index, {
                                  kind: 'category',
                                  label: category.name,
                                  secondary: category.parentCategoryName || undefined,
                                  path: input.categoryPath(category.id) ?? searchPath(category.name)
                              })
                          )
                  },
                  {
                      key: 'products',
                      options: (result?.productSuggestions?.products ?? [])
                          .slice(0, limit)
                          .map((product, index) =>
                              option('products', index, {
                                  kind: 'product',
                                  label: product.productName ?? product.productId,
                                  path: productPath({
                                      id: product.productId,
                                      name: product.productName ?? product.productId
                                  }),
                                  image:
                                      (product.image as {disBaseLink?: string; link?: string} | undefined)
                                          ?.disBaseLink ??
                                      (product.image as {link?: string} | undefined)?.link,
                                  price: typeof product.price === 'number' ? product.price : undefined,
                                  currency: product.currency
                              })
                          )
                  }
              ]
    return sections.filter((section) => section.options.length > 0)
}

/** Every option in panel order (the keyboard moves through them in this order). */
export const flatOptions = (sections: readonly SuggestionSection[]) =>
    sections.flatMap((section) => section.options)
