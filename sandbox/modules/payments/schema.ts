/**
 * Payment attempts of the simulator. Only the card brand and last four digits are kept; full numbers and
 * security codes never reach the database or the logs. A challenge's one-time code is a test hint shown on the
 * challenge page itself, not a secret.
 */
export const PAYMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS payment_attempts (
    reference TEXT PRIMARY KEY,
    order_no TEXT NOT NULL,
    site_id TEXT NOT NULL,
    brand TEXT NOT NULL,
    last_digits TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    -- authorised | refused | challenge | authenticated | challenge_failed | cancelled
    status TEXT NOT NULL,
    refusal_reason TEXT,
    challenge_code TEXT,
    challenge_tries INTEGER NOT NULL DEFAULT 0,
    result_token TEXT UNIQUE,
    return_url TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    expires_at INTEGER
);
CREATE INDEX IF NOT EXISTS payment_attempts_order ON payment_attempts (order_no);
`
