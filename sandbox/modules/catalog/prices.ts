import {type Currency, discountPercent, priceBookId} from '../../seed/catalog/pricing'
import type {Catalog, CatalogMaster, CatalogVariant} from './model'

/**
 * Price lookup over the price books. A shopper sees the list book, the sale book and every book of a customer
 * group they belong to (insiders); the price they pay is the lowest of those. `standard` is the list price,
 * shown struck through when something lower applies. Like the platform, a variant without its own entry in a
 * book inherits its variation group's, then its master's.
 *
 * Prices never change at run time, so each master's prices are resolved once per pricing scope (currency
 * plus visible books) into arrays indexed like `master.variants`.
 */
export interface PriceQuote {
    standard?: number
    price?: number
    /** Book id -> amount, for the books the shopper sees (SCAPI `prices`). */
    prices: Record<string, number>
}

export interface PriceScope {
    currency: Currency
    customerGroups: Set<string>
}

interface MasterPricing {
    books: string[]
    /** [book][row]: rows are the master's variants, or the item itself. */
    amounts: (number | undefined)[][]
    price: (number | undefined)[]
    standard: (number | undefined)[]
}

const cents = (value: number) => Math.round(value * 100) / 100

const booksMemo = new WeakMap<Catalog, Map<string, string[]>>()
/** Fast path: requests keep one customer-group set, so its books are remembered by identity. */
const booksBySet = new WeakMap<Set<string>, Map<string, string[]>>()

/** Book ids visible to a shopper for a currency, list book first. */
export const visibleBooks = (catalog: Catalog, scope: PriceScope): string[] => {
    const known = booksBySet.get(scope.customerGroups)?.get(scope.currency)
    if (known) return known
    const key = `${scope.currency}|${[...scope.customerGroups].sort().join(',')}`
    let memo = booksMemo.get(catalog)
    if (!memo) booksMemo.set(catalog, (memo = new Map()))
    let books = memo.get(key)
    if (!books) {
        books = catalog.priceBooks
            .filter((book) => book.currency === scope.currency)
            .filter((book) => !book.customerGroup || scope.customerGroups.has(book.customerGroup))
            .sort((a, b) => (a.kind === 'list' ? -1 : b.kind === 'list' ? 1 : a.id.localeCompare(b.id)))
            .map((book) => book.id)
        memo.set(key, books)
    }
    let bySet = booksBySet.get(scope.customerGroups)
    if (!bySet) booksBySet.set(scope.customerGroups, (bySet = new Map()))
    bySet.set(scope.currency, books)
    return books
}

/** Amount in one book for the first id of `chain` (variant -> variation group -> master) that has one. */
export const bookPrice = (catalog: Catalog, bookId: string, chain: string[]): number | undefined => {
    const book = catalog.prices.get(bookId)
    if (!book) return undefined
    for (const id of chain) {
        const amount = book.get(id)
        if (amount !== undefined) return amount
    }
    return undefined
}

export const variantChain = (variant: CatalogVariant) => [variant.id, variant.groupId, variant.masterId]

/** Keyed by the memoised book list itself: one list object per catalogue and scope. */
const pricingMemo = new WeakMap<string[], Map<string, MasterPricing>>()

const masterPricing = (catalog: Catalog, master: CatalogMaster, scope: PriceScope): MasterPricing => {
    const books = visibleBooks(catalog, scope)
    let byMaster = pricingMemo.get(books)
    if (!byMaster) pricingMemo.set(books, (byMaster = new Map()))
    const cached = byMaster.get(master.id)
    if (cached) return cached
    const chains = master.type === 'item' ? [[master.id]] : master.variants.map(variantChain)
    const amounts = books.map((bookId) => chains.map((chain) => bookPrice(catalog, bookId, chain)))
    const listIndex = books.indexOf(priceBookId(scope.currency, 'list'))
    const pricing: MasterPricing = {
        books,
        amounts,
        price: chains.map((_, row) => {
            const values = amounts
                .map((column) => column[row])
                .filter((value): value is number => value !== undefined)
            return values.length ? Math.min(...values) : undefined
        }),
        standard: chains.map((_, row) => (listIndex >= 0 ? amounts[listIndex][row] : undefined))
    }
    byMaster.set(master.id, pricing)
    return pricing
}

const quoteRow = (pricing: MasterPricing, row: number): PriceQuote => {
    const prices: Record<string, number> = {}
    pricing.books.forEach((bookId, column) => {
        const amount = pricing.amounts[column][row]
        if (amount !== undefined) prices[bookId] = amount
    })
    const price = pricing.price[row]
    const standard = pricing.standard[row]
    return {...(standard !== undefined ? {standard} : {}), ...(price !== undefined ? {price} : {}), prices}
}

export const quoteVariant = (
    catalog: Catalog,
    master: CatalogMaster,
    variant: CatalogVariant,
    scope: PriceScope
) => quoteRow(masterPricing(catalog, master, scope), variant.index)

/** Effective price of one variant (the number tiles and variant lists show). */
export const variantPrice = (
    catalog: Catalog,
    master: CatalogMaster,
    variant: CatalogVariant,
    scope: PriceScope
) => masterPricing(catalog, master, scope).price[variant.index]

export interface PriceRange {
    min?: number
    max?: number
    standardMin?: number
    standardMax?: number
    /** Book id -> [min, max] over the variants. */
    books: Record<string, [number, number]>
}

const lower = (a: number | undefined, b: number) => (a === undefined || b < a ? b : a)
const higher = (a: number | undefined, b: number) => (a === undefined || b > a ? b : a)

/** Range over variant rows of a master (all when `rows` is undefined); items quote themselves. */
export const rangeOfRows = (
    catalog: Catalog,
    master: CatalogMaster,
    rows: number[] | undefined,
    scope: PriceScope
) => {
    const pricing = masterPricing(catalog, master, scope)
    const indexes = master.type === 'item' ? [0] : rows ?? master.variants.map((variant) => variant.index)
    const range: PriceRange = {books: {}}
    for (const row of indexes) {
        const price = pricing.price[row]
        const standard = pricing.standard[row]
        if (price !== undefined) {
            range.min = lower(range.min, price)
            range.max = higher(range.max, price)
        }
        if (standard !== undefined) {
            range.standardMin = lower(range.standardMin, standard)
            range.standardMax = higher(range.standardMax, standard)
        }
        pricing.books.forEach((bookId, column) => {
            const amount = pricing.amounts[column][row]
            if (amount === undefined) return
            const current = range.books[bookId]
            range.books[bookId] = current
                ? [Math.min(current[0], amount), Math.max(current[1], amount)]
                : [amount, amount]
        })
    }
    // The digital gift card's price range is its value range (spec 001 §9).
    const amounts = master.attributes.c_giftCardAmounts
    if (master.type === 'item' && amounts?.length) {
        range.max = Math.max(...amounts)
        range.standardMax = range.max
    }
    return range
}

export const quoteRange = (
    catalog: Catalog,
    master: CatalogMaster,
    variants: CatalogVariant[],
    scope: PriceScope
) =>
    rangeOfRows(
        catalog,
        master,
        variants.map((variant) => variant.index),
        scope
    )

/** Promotional price for a product promotion with a percentage, rounded to cents like the platform. */
export const promotionalPrice = (price: number, discount: number) => cents(price * (1 - discount))

/** Pricing details of a set of variants as the storefront's tiles and colour swatches show them. */
export const pricingDetails = (range: PriceRange, currency: Currency) => {
    const standard = range.standardMin
    const sale = range.min
    const marked = standard !== undefined && sale !== undefined && sale < standard
    return {
        currency,
        standardPrice: standard ?? null,
        salePrice: marked ? sale : null,
        minPrice: range.min ?? null,
        maxPrice: range.max ?? null,
        isRange: range.min !== undefined && range.max !== undefined && range.min !== range.max,
        discountPercent: marked ? discountPercent(standard, sale) : 0
    }
}
