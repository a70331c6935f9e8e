/**
 * Customers and their static customer-group memberships. Later resources (addresses, payment instruments,
 * product lists, orders) get their own tables keyed by `customer_id`, so this one stays a plain profile.
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
