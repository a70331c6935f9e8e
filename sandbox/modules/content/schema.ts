/**
 * Content tables. Items live in two layers: `published` (what the delivery API serves) and `staging` (the
 * preview overlay served under /vse/{domain}: same delivery id replaces the published body). Bodies are
 * stored exactly as delivered for `depth=root` (links unresolved, localized values whole, `_local` removed);
 * the local-only metadata is kept in columns.
 */
export const CONTENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS content_items (
    layer TEXT NOT NULL CHECK (layer IN ('published', 'staging')),
    delivery_id TEXT NOT NULL,
    name TEXT NOT NULL,
    schema_uri TEXT NOT NULL,
    parent_id TEXT,
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
    visible_from INTEGER,
    visible_until INTEGER,
    created_at TEXT NOT NULL,
    position INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (layer, delivery_id)
);
CREATE INDEX IF NOT EXISTS content_items_parent ON content_items (parent_id);
CREATE INDEX IF NOT EXISTS content_items_schema ON content_items (schema_uri);
CREATE TABLE IF NOT EXISTS content_keys (
    layer TEXT NOT NULL,
    delivery_key TEXT NOT NULL,
    delivery_id TEXT NOT NULL,
    PRIMARY KEY (layer, delivery_key)
);
`
