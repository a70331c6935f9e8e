/**
 * Customers and their static customer-group memberships. Account resources (addresses, payment instruments,
 * product lists, reset tokens) have their own tables keyed by `customer_id`, so this one stays a plain
 * profile. `password_changed_at` stamps every credentials change (password or login): access tokens issued
 * before it are refused.
 */
export const CUSTOMERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS customers (
    customer_id TEXT PRIMARY KEY,
    customer_no TEXT NOT NULL UNIQUE,
    login TEXT NOT NULL,
    email TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 1,
    -- Optional profile fields and c_* custom attributes, as a JSON object in Shopper API naming.
    attributes TEXT NOT NULL DEFAULT '{}',
    password_changed_at TEXT,
    last_login_time TEXT,
    previous_login_time TEXT,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS customers_login ON customers (login COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS customers_email ON customers (email COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS customer_group_members (
    customer_id TEXT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
    group_id TEXT NOT NULL,
    PRIMARY KEY (customer_id, group_id)
);
`

/**
 * Account resources. Ids are unique per customer only (two customers may both have an address "home"), and
 * every row hangs off its customer, so deleting a customer removes all of it.
 */
export const ACCOUNT_RESOURCES_SCHEMA = `
CREATE TABLE IF NOT EXISTS customer_addresses (
    customer_id TEXT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
    address_id TEXT NOT NULL COLLATE NOCASE,
    -- The CustomerAddress document without addressId, preferred and the dates.
    document TEXT NOT NULL,
    preferred INTEGER NOT NULL DEFAULT 0,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL,
    PRIMARY KEY (customer_id, address_id)
);
CREATE TABLE IF NOT EXISTS customer_payment_instruments (
    payment_instrument_id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
    payment_method_id TEXT NOT NULL,
    -- Masked card data only: the full number and security code are never written anywhere.
    payment_card TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_payment_instruments_customer
    ON customer_payment_instruments (customer_id, creation_date);
CREATE TABLE IF NOT EXISTS customer_product_lists (
    list_id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    name TEXT,
    description TEXT,
    public INTEGER NOT NULL DEFAULT 0,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_product_lists_customer ON customer_product_lists (customer_id);
CREATE TABLE IF NOT EXISTS customer_product_list_items (
    item_id TEXT PRIMARY KEY,
    list_id TEXT NOT NULL REFERENCES customer_product_lists (list_id) ON DELETE CASCADE,
    product_id TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    priority INTEGER NOT NULL,
    public INTEGER NOT NULL DEFAULT 0,
    type TEXT NOT NULL,
    purchased_quantity INTEGER NOT NULL DEFAULT 0,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_product_list_items_list ON customer_product_list_items (list_id, creation_date);
-- Password reset tokens, stored as SHA-256 hashes; single use, short-lived.
CREATE TABLE IF NOT EXISTS customer_password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
    -- Set when the reset was requested with PKCE: the reset must then present the matching verifier.
    code_challenge TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
);
CREATE INDEX IF NOT EXISTS customer_password_reset_tokens_customer ON customer_password_reset_tokens (customer_id);
`
