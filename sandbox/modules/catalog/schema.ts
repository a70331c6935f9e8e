/**
 * Catalogue tables. Product structure is relational (other modules join on it: baskets read prices and stock,
 * content reads category assignments); attributes that only the product API renders are a JSON column.
 *
 * Price resolution follows the platform: a variant's price in a book is its own entry, else its variation
 * group's, else its master's (see `resolveBookPrice` in queries.ts).
 */
export const CATALOG_SCHEMA = `
CREATE TABLE IF NOT EXISTS catalog_products (
    id TEXT PRIMARY KEY,
    -- master | variation_group | variant | item
    type TEXT NOT NULL,
    master_id TEXT REFERENCES catalog_products (id),
    family TEXT NOT NULL,
    -- Media kind drawn by the image host (palette PRODUCT_KINDS).
    kind TEXT NOT NULL,
    colour_id TEXT,
    size TEXT,
    leg_length TEXT,
    -- Merchandising rank (lower sells better); variants keep their order within the master.
    rank INTEGER NOT NULL,
    primary_category_id TEXT,
    online INTEGER NOT NULL DEFAULT 1,
    -- Masters and items: MasterAttributes JSON plus variation layout; variants: {"comingSoon": bool}.
    attributes TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS catalog_products_master ON catalog_products (master_id);
CREATE TABLE IF NOT EXISTS catalog_product_texts (
    product_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    -- 'default' (British English) or a locale id such as fr-FR; lookups fall back to 'default'.
    locale TEXT NOT NULL,
    name TEXT,
    short_description TEXT,
    long_description TEXT,
    PRIMARY KEY (product_id, locale)
);
CREATE TABLE IF NOT EXISTS catalog_categories (
    id TEXT PRIMARY KEY,
    parent_id TEXT REFERENCES catalog_categories (id),
    position INTEGER NOT NULL,
    show_in_menu INTEGER NOT NULL DEFAULT 1,
    online INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS catalog_category_texts (
    category_id TEXT NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (category_id, locale)
);
CREATE TABLE IF NOT EXISTS catalog_category_products (
    category_id TEXT NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (category_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_category_products_product ON catalog_category_products (product_id);
CREATE TABLE IF NOT EXISTS catalog_price_books (
    id TEXT PRIMARY KEY,
    currency TEXT NOT NULL,
    -- list | sale | insiders
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    parent_id TEXT,
    -- Only shoppers in this customer group get this book's prices (NULL: everyone).
    customer_group TEXT
);
CREATE TABLE IF NOT EXISTS catalog_prices (
    price_book_id TEXT NOT NULL REFERENCES catalog_price_books (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    amount REAL NOT NULL,
    PRIMARY KEY (price_book_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_prices_product ON catalog_prices (product_id);
CREATE TABLE IF NOT EXISTS catalog_inventory (
    product_id TEXT PRIMARY KEY REFERENCES catalog_products (id) ON DELETE CASCADE,
    stock_level INTEGER NOT NULL,
    backorderable INTEGER NOT NULL DEFAULT 0,
    preorderable INTEGER NOT NULL DEFAULT 0,
    in_stock_date TEXT
);
CREATE TABLE IF NOT EXISTS catalog_product_promotions (
    id TEXT PRIMARY KEY,
    -- JSON Translations {"default": "...", "fr-FR": "..."}
    callout TEXT NOT NULL,
    discount REAL NOT NULL DEFAULT 0,
    -- JSON array of site ids; NULL: every site
    sites TEXT
);
CREATE TABLE IF NOT EXISTS catalog_product_promotion_products (
    promotion_id TEXT NOT NULL REFERENCES catalog_product_promotions (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    PRIMARY KEY (promotion_id, product_id)
);
CREATE TABLE IF NOT EXISTS catalog_badge_rules (
    id TEXT PRIMARY KEY,
    -- add | replace
    list TEXT NOT NULL,
    position INTEGER NOT NULL,
    rule TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_search_redirects (
    phrase TEXT PRIMARY KEY,
    url TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_popular_searches (
    phrase TEXT PRIMARY KEY,
    position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_back_in_stock (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id TEXT NOT NULL,
    email TEXT NOT NULL,
    product_id TEXT NOT NULL,
    subscribe_mail INTEGER NOT NULL DEFAULT 0,
    country TEXT,
    created_at TEXT NOT NULL,
    UNIQUE (site_id, email, product_id)
);
`
