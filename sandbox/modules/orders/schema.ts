/**
 * Orders. `document` is the order as the Shopper Orders API shows it (lines, totals, payment instruments),
 * written once at creation and updated by payment; status columns change over the order's life. `basket_state`
 * keeps the inputs of the basket it came from, so failing an unpaid order can give the shopper their basket
 * back. A basket can become at most one order that has not failed (partial unique index), whatever races; a
failed order's re-opened basket can be ordered again.
 */
export const ORDERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS orders (
    order_no TEXT PRIMARY KEY,
    basket_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    registered INTEGER NOT NULL,
    usid TEXT NOT NULL,
    site_id TEXT NOT NULL,
    -- created | new | completed | cancelled | failed
    status TEXT NOT NULL,
    -- not_paid | part_paid | paid
    payment_status TEXT NOT NULL,
    confirmation_status TEXT NOT NULL,
    currency TEXT NOT NULL,
    order_total INTEGER NOT NULL,
    amount_to_authorize INTEGER NOT NULL,
    document TEXT NOT NULL,
    basket_state TEXT NOT NULL,
    order_token TEXT NOT NULL,
    paid_at TEXT,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS orders_one_per_basket ON orders (basket_id) WHERE status != 'failed';
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, site_id, creation_date);
CREATE TABLE IF NOT EXISTS order_counters (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
);
`
