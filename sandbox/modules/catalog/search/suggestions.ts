import {productImage, imageColours} from '../images'
import type {StockRecord} from '../inventory'
import type {CatalogCategory} from '../model'
import {rangeOfRows} from '../prices'
import type {CatalogRequest} from '../request'
import {categoryName, productText} from '../texts'
import {entryVisible} from './matcher'
import {type SearchIndex, textIndexesFor} from './search-index'
import {spellingSuggestions} from './spelling'
import {foldText, phraseKey} from './text'
import {searchText} from './text-index'

/** Categories that are structure rather than destinations are never suggested. */
const UNSUGGESTED = new Set(['root', 'shop'])

const categoryMatches = (category: CatalogCategory, words: string[], query: string, locale: string) => {
    const name = foldText(categoryName(category, locale))
    if (!words.length) return name.includes(foldText(query))
    const nameWords = name.split(/[^a-z0-9]+/)
    return words.every((word) =>
        nameWords.some((part) => part.startsWith(word) || part.startsWith(word.replace(/s$/, '')))
    )
}

/** getSearchSuggestions: products, categories, phrases and terms for what the shopper has typed so far. */
export const searchSuggestions = (
    index: SearchIndex,
    request: CatalogRequest,
    options: {q: string; limit: number; origin: string; stock: Map<string, StockRecord>; expand?: Set<string>}
) => {
    const {q, limit, origin, stock} = options
    const {locale, currency, customerGroups} = request
    const wantImages = !options.expand || options.expand.has('images')
    const wantPrices = !options.expand || options.expand.has('prices')
    const scores = searchText(textIndexesFor(index, locale), q) ?? new Map<number, number>()
    const products = index.entries
        .filter((entry) => scores.has(entry.doc) && entryVisible(entry, stock))
        .sort((a, b) => (scores.get(b.doc) ?? 0) - (scores.get(a.doc) ?? 0) || a.master.rank - b.master.rank)
        .slice(0, limit)
        .map((entry) => {
            const name = productText(entry.master, locale).name
            const price = rangeOfRows(index.catalog, entry.master, undefined, {
                currency,
                customerGroups
            }).min
            const image = productImage(
                origin,
                entry.master.kind,
                imageColours(entry.master)[0],
                'front',
                'small',
                name
            )
            return {
                productId: entry.master.id,
                productName: name,
                currency,
                ...(wantPrices ? {price: price ?? 0} : {}),
                ...(wantImages ? {image} : {})
            }
        })
    const words = foldText(q)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
    const categories = [...index.catalog.categories.values()]
        .filter((category) => !UNSUGGESTED.has(category.id) && categoryMatches(category, words, q, locale))
        .sort(
            (a, b) =>
                (index.catalog.categoryMembers.get(b.id)?.length ?? 0) -
                (index.catalog.categoryMembers.get(a.id)?.length ?? 0)
        )
        .slice(0, limit)
        .map((category) => {
            const parent = category.parentId ? index.catalog.categories.get(category.parentId) : undefined
            return {
                id: category.id,
                name: categoryName(category, locale),
                ...(parent && !UNSUGGESTED.has(parent.id)
                    ? {parentCategoryName: categoryName(parent, locale)}
                    : {})
            }
        })
    const key = phraseKey(q)
    const phrase = (text: string) => ({phrase: text, exactMatch: phraseKey(text) === key})
    const productPhrases = [...new Set(products.map((product) => product.productName))]
        .filter((name) => phraseKey(name).startsWith(key))
        .slice(0, limit)
        .map(phrase)
    const popular = index.catalog.popularSearches
        .filter((entry) => phraseKey(entry).includes(key))
        .slice(0, limit)
    const {suggestedTerms} = spellingSuggestions(textIndexesFor(index, locale), q, products.length)
    return {
        searchPhrase: q,
        productSuggestions: {products, suggestedPhrases: productPhrases, suggestedTerms},
        categorySuggestions: {
            categories,
            suggestedPhrases: categories.map((c) => phrase(c.name)),
            suggestedTerms
        },
        ...('vela'.startsWith(key) && key.length
            ? {brandSuggestions: {suggestedPhrases: [phrase('VELA')], suggestedTerms: []}}
            : {}),
        einsteinSuggestedPhrases: {popularSearchPhrases: popular.map(phrase), recentSearchPhrases: []}
    }
}
