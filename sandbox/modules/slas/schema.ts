import {SIGNING_KEYS_SCHEMA} from './keys'

/**
 * SLAS state. Codes and refresh tokens are stored as SHA-256 hashes: the database never holds a usable
 * credential. `slas_shoppers` remembers which guest customer a usid belongs to, so a later guest login with the
 * same usid keeps the same guest (and basket), and basket merge can find the guest a registered login came from.
 */
export const SLAS_SCHEMA = `
${SIGNING_KEYS_SCHEMA}
CREATE TABLE IF NOT EXISTS slas_shoppers (
    usid TEXT PRIMARY KEY,
    guest_customer_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS slas_authorization_codes (
    code_hash TEXT PRIMARY KEY,
    usid TEXT NOT NULL,
    guest_customer_id TEXT NOT NULL,
    customer_id TEXT,
    channel_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
);
CREATE TABLE IF NOT EXISTS slas_refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    usid TEXT NOT NULL,
    guest_customer_id TEXT NOT NULL,
    customer_id TEXT,
    channel_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    dnt TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    revoked_reason TEXT
);
CREATE INDEX IF NOT EXISTS slas_refresh_tokens_usid ON slas_refresh_tokens (usid);
`
