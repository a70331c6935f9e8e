import type Database from 'better-sqlite3'
import type {CatalogLocale, Translations} from '../../seed/catalog/locales'
import type {PriceBookDefinition} from '../../seed/catalog/pricing'
import type {BadgeAddRule, BadgeReplaceRule, MasterAttributes} from '../../seed/catalog/types'
import type {
    Catalog,
    CatalogCategory,
    CatalogGroup,
    CatalogMaster,
    CatalogVariant,
    ProductPromotionRecord,
    ProductRef
} from './model'
import type {VariationLayout} from './write-seed'

/** Reads the catalogue tables into the in-memory model (once per database, see catalog-cache.ts). */
interface ProductRow {
    id: string
    type: string
    master_id: string | null
    family: string
    kind: string
    colour_id: string | null
    size: string | null
    leg_length: string | null
    rank: number
    primary_category_id: string | null
    attributes: string
}

const loadCategories = (db: Database.Database) => {
    const categories = new Map<string, CatalogCategory>()
    const rows = db
        .prepare(
            'SELECT id, parent_id, position, show_in_menu FROM catalog_categories WHERE online = 1 ORDER BY position'
        )
        .all() as {id: string; parent_id: string | null; position: number; show_in_menu: number}[]
    for (const row of rows) {
        categories.set(row.id, {
            id: row.id,
            parentId: row.parent_id,
            position: row.position,
            showInMenu: row.show_in_menu === 1,
            names: {default: row.id},
            children: []
        })
    }
    const texts = db.prepare('SELECT category_id, locale, name FROM catalog_category_texts').all() as {
        category_id: string
        locale: CatalogLocale
        name: string
    }[]
    for (const text of texts) {
        const category = categories.get(text.category_id)
        if (category) category.names[text.locale] = text.name
    }
    for (const category of categories.values()) {
        if (category.parentId) categories.get(category.parentId)?.children.push(category)
    }
    return categories
}

const loadProducts = (db: Database.Database) => {
    const rows = db
        .prepare('SELECT * FROM catalog_products WHERE online = 1 ORDER BY rank, id')
        .all() as ProductRow[]
    const products = new Map<string, ProductRef>()
    const masters: CatalogMaster[] = []
    const byId = new Map<string, CatalogMaster>()
    for (const row of rows) {
        if (row.type !== 'master' && row.type !== 'item') continue
        const {variation, look, ...attributes} = JSON.parse(row.attributes) as MasterAttributes & {
            variation: VariationLayout
            look?: string
        }
        const master: CatalogMaster = {
            id: row.id,
            type: row.type,
            family: row.family,
            kind: row.kind,
            ...(look ? {look} : {}),
            rank: row.rank,
            primaryCategoryId: row.primary_category_id ?? 'root',
            attributes,
            layout: variation,
            texts: {},
            groups: [],
            variants: [],
            categoryIds: [],
            promotionIds: []
        }
        masters.push(master)
        byId.set(master.id, master)
        products.set(master.id, {type: row.type, master})
    }
    const groups = new Map<string, CatalogGroup>()
    for (const row of rows) {
        const master = row.master_id ? byId.get(row.master_id) : undefined
        if (row.type !== 'variation_group' || !master || !row.colour_id) continue
        const group = {
            id: row.id,
            masterId: master.id,
            colourId: row.colour_id,
            position: row.rank,
            onSale: false,
            variantIndexes: [] as number[]
        }
        group.onSale = Boolean((JSON.parse(row.attributes) as {onSale?: boolean}).onSale)
        master.groups.push(group)
        groups.set(`${master.id}|${group.colourId}`, group)
        products.set(group.id, {type: 'variation_group', master, group})
    }
    for (const row of rows) {
        const master = row.master_id ? byId.get(row.master_id) : undefined
        const group = master && groups.get(`${master.id}|${row.colour_id ?? ''}`)
        if (row.type !== 'variant' || !master || !group) continue
        const variant: CatalogVariant = {
            id: row.id,
            masterId: master.id,
            index: master.variants.length,
            groupId: group.id,
            colourId: group.colourId,
            size: row.size ?? '',
            ...(row.leg_length ? {legLength: row.leg_length} : {}),
            position: row.rank,
            comingSoon: Boolean((JSON.parse(row.attributes) as {comingSoon?: boolean}).comingSoon)
        }
        master.variants.push(variant)
        group.variantIndexes.push(variant.index)
        products.set(variant.id, {type: 'variant', master, group, variant})
    }
    const texts = db.prepare('SELECT * FROM catalog_product_texts').all() as {
        product_id: string
        locale: CatalogLocale
        name: string | null
        short_description: string | null
        long_description: string | null
    }[]
    for (const text of texts) {
        const master = byId.get(text.product_id)
        if (!master) continue
        master.texts[text.locale] = {
            ...(text.name ? {name: text.name} : {}),
            ...(text.short_description ? {shortDescription: text.short_description} : {}),
            ...(text.long_description ? {longDescription: text.long_description} : {})
        }
    }
    const assignments = db
        .prepare(
            'SELECT category_id, product_id FROM catalog_category_products ORDER BY position, product_id'
        )
        .all() as {category_id: string; product_id: string}[]
    for (const row of assignments) byId.get(row.product_id)?.categoryIds.push(row.category_id)
    return {masters, products, byId}
}

export const loadCatalog = (db: Database.Database): Catalog => {
    const {masters, products, byId} = loadProducts(db)
    const priceBooks = (
        db.prepare('SELECT * FROM catalog_price_books ORDER BY id').all() as {
            id: string
            currency: PriceBookDefinition['currency']
            kind: PriceBookDefinition['kind']
            name: string
            parent_id: string | null
            customer_group: string | null
        }[]
    ).map((row) => ({
        id: row.id,
        currency: row.currency,
        kind: row.kind,
        name: row.name,
        ...(row.parent_id ? {parentId: row.parent_id} : {}),
        ...(row.customer_group ? {customerGroup: row.customer_group} : {})
    }))
    const prices = new Map<string, Map<string, number>>(priceBooks.map((book) => [book.id, new Map()]))
    const priceRows = db.prepare('SELECT price_book_id, product_id, amount FROM catalog_prices').all() as {
        price_book_id: string
        product_id: string
        amount: number
    }[]
    for (const row of priceRows) prices.get(row.price_book_id)?.set(row.product_id, row.amount)

    const promotions = new Map<string, ProductPromotionRecord>()
    for (const row of db.prepare('SELECT * FROM catalog_product_promotions ORDER BY id').all() as {
        id: string
        callout: string
        discount: number
        sites: string | null
    }[]) {
        promotions.set(row.id, {
            id: row.id,
            callout: JSON.parse(row.callout) as Translations,
            discount: row.discount,
            ...(row.sites ? {sites: JSON.parse(row.sites) as string[]} : {})
        })
    }
    const promoted = db
        .prepare('SELECT * FROM catalog_product_promotion_products ORDER BY promotion_id')
        .all() as {
        promotion_id: string
        product_id: string
    }[]
    for (const row of promoted) byId.get(row.product_id)?.promotionIds.push(row.promotion_id)

    const badgeRows = db
        .prepare('SELECT list, rule FROM catalog_badge_rules ORDER BY list, position')
        .all() as {
        list: string
        rule: string
    }[]
    const redirects = db.prepare('SELECT phrase, url FROM catalog_search_redirects').all() as {
        phrase: string
        url: string
    }[]
    const popular = db.prepare('SELECT phrase FROM catalog_popular_searches ORDER BY position').all() as {
        phrase: string
    }[]
    return {
        masters,
        products,
        categories: loadCategories(db),
        priceBooks,
        prices,
        promotions,
        badgeRules: {
            add: badgeRows
                .filter((row) => row.list === 'add')
                .map((row) => JSON.parse(row.rule) as BadgeAddRule),
            replace: badgeRows
                .filter((row) => row.list === 'replace')
                .map((row) => JSON.parse(row.rule) as BadgeReplaceRule)
        },
        redirects: new Map(redirects.map((row) => [row.phrase, row.url])),
        popularSearches: popular.map((row) => row.phrase)
    }
}
