/**
 * Baskets. `state` is the JSON BasketState (inputs only; totals are derived on read). `version` increases on
 * every write: each mutation is one immediate transaction that re-reads the row and writes it back only if
 * the version is unchanged, so no write is ever lost even with several processes on one database file. The
 * partial unique index is the "one open basket per customer and site" quota; createOrder flips a basket to
 * `ordered` in the same transaction that writes the order.
 */
export const BASKETS_SCHEMA = `
CREATE TABLE IF NOT EXISTS baskets (
    basket_id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    usid TEXT NOT NULL,
    registered INTEGER NOT NULL,
    site_id TEXT NOT NULL,
    -- open | ordered
    status TEXT NOT NULL,
    order_no TEXT,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    creation_date TEXT NOT NULL,
    last_modified TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS baskets_one_open ON baskets (customer_id, site_id) WHERE status = 'open';
CREATE INDEX IF NOT EXISTS baskets_customer ON baskets (customer_id, site_id, status);
`
