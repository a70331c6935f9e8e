import type Database from 'better-sqlite3'
import {generateCatalog} from '../../seed/catalog'
import type {SeedCatalog, SeedProduct} from '../../seed/catalog/types'

/** Variation layout kept with a master so the API lists values in merchandised order. */
export interface VariationLayout {
    colours: string[]
    sizes: string[]
    legLengths: string[]
}

const productStatements = (db: Database.Database) => ({
    insert: db.prepare(
        `INSERT INTO catalog_products (id, type, master_id, family, kind, colour_id, size, leg_length, rank,
            primary_category_id, attributes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ),
    text: db.prepare(
        `INSERT INTO catalog_product_texts (product_id, locale, name, short_description, long_description)
            VALUES (?, ?, ?, ?, ?)`
    )
})

const writeProduct = ({insert, text}: ReturnType<typeof productStatements>, product: SeedProduct) => {
    const layout: VariationLayout = {
        colours: product.colours.map((group) => group.colourId),
        sizes: product.sizes,
        legLengths: product.legLengths
    }
    insert.run(
        product.id,
        product.type,
        null,
        product.familyId,
        product.kind,
        null,
        null,
        null,
        product.rank,
        product.primaryCategoryId,
        JSON.stringify({...product.attributes, variation: layout, look: product.look})
    )
    const locales = new Set([
        ...Object.keys(product.name),
        ...Object.keys(product.shortDescription),
        ...Object.keys(product.longDescription)
    ]) as Set<keyof SeedProduct['name']>
    for (const locale of locales) {
        text.run(
            product.id,
            locale,
            product.name[locale] ?? null,
            product.shortDescription[locale] ?? null,
            product.longDescription[locale] ?? null
        )
    }
    product.colours.forEach((group, index) => {
        const attributes = {onSale: group.onSale}
        insert.run(
            group.id,
            'variation_group',
            product.id,
            product.familyId,
            product.kind,
            group.colourId,
            null,
            null,
            index,
            product.primaryCategoryId,
            JSON.stringify(attributes)
        )
    })
    product.variants.forEach((variant, index) => {
        insert.run(
            variant.id,
            'variant',
            product.id,
            product.familyId,
            product.kind,
            variant.colourId,
            variant.size,
            variant.legLength ?? null,
            index,
            product.primaryCategoryId,
            JSON.stringify({comingSoon: variant.comingSoon})
        )
    })
}

export const writeCatalog = (db: Database.Database, catalog: SeedCatalog) => {
    const category = db.prepare(
        'INSERT INTO catalog_categories (id, parent_id, position, show_in_menu) VALUES (?, ?, ?, ?)'
    )
    const categoryText = db.prepare(
        'INSERT INTO catalog_category_texts (category_id, locale, name) VALUES (?, ?, ?)'
    )
    for (const entry of catalog.categories) {
        category.run(entry.id, entry.parentId, entry.position, entry.showInMenu ? 1 : 0)
        for (const [locale, name] of Object.entries(entry.names)) categoryText.run(entry.id, locale, name)
    }
    const statements = productStatements(db)
    for (const product of catalog.products) writeProduct(statements, product)

    // Category positions follow the merchandising rank, so listings open with the best sellers.
    const assignment = db.prepare(
        'INSERT INTO catalog_category_products (category_id, product_id, position) VALUES (?, ?, ?)'
    )
    for (const product of [...catalog.products].sort((a, b) => a.rank - b.rank)) {
        for (const categoryId of product.categoryIds) assignment.run(categoryId, product.id, product.rank)
    }

    const book = db.prepare(
        'INSERT INTO catalog_price_books (id, currency, kind, name, parent_id, customer_group) VALUES (?, ?, ?, ?, ?, ?)'
    )
    for (const entry of catalog.priceBooks) {
        book.run(
            entry.id,
            entry.currency,
            entry.kind,
            entry.name,
            entry.parentId ?? null,
            entry.customerGroup ?? null
        )
    }
    const price = db.prepare(
        'INSERT INTO catalog_prices (price_book_id, product_id, amount) VALUES (?, ?, ?)'
    )
    for (const entry of catalog.prices) price.run(entry.priceBookId, entry.productId, entry.amount)

    const stock = db.prepare(
        `INSERT INTO catalog_inventory (product_id, stock_level, backorderable, preorderable, in_stock_date)
            VALUES (?, ?, ?, ?, ?)`
    )
    for (const entry of catalog.inventory) {
        stock.run(
            entry.productId,
            entry.stockLevel,
            entry.backorderable ? 1 : 0,
            entry.preorderable ? 1 : 0,
            entry.inStockDate ?? null
        )
    }

    const promotion = db.prepare(
        'INSERT INTO catalog_product_promotions (id, callout, discount, sites) VALUES (?, ?, ?, ?)'
    )
    const promoted = db.prepare(
        'INSERT INTO catalog_product_promotion_products (promotion_id, product_id) VALUES (?, ?)'
    )
    for (const entry of catalog.promotions) {
        promotion.run(
            entry.id,
            JSON.stringify(entry.callout),
            entry.discount,
            entry.sites ? JSON.stringify(entry.sites) : null
        )
        for (const productId of entry.productIds) promoted.run(entry.id, productId)
    }

    const badge = db.prepare('INSERT INTO catalog_badge_rules (id, list, position, rule) VALUES (?, ?, ?, ?)')
    catalog.badgeRules.add.forEach((rule, index) => badge.run(rule.id, 'add', index, JSON.stringify(rule)))
    catalog.badgeRules.replace.forEach((rule, index) =>
        badge.run(rule.id, 'replace', index, JSON.stringify(rule))
    )

    const redirect = db.prepare('INSERT INTO catalog_search_redirects (phrase, url) VALUES (?, ?)')
    for (const entry of catalog.searchRedirects) redirect.run(entry.phrase, entry.url)
    const popular = db.prepare('INSERT INTO catalog_popular_searches (phrase, position) VALUES (?, ?)')
    catalog.popularSearches.forEach((phrase, index) => popular.run(phrase, index))
}

/** Module seed: generate the catalogue (pure, deterministic) and store it. */
export const seedCatalog = (db: Database.Database) => writeCatalog(db, generateCatalog())
