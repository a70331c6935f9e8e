/**
 * Mails the sandbox "sends": nothing leaves the machine; developers and browser tests read them back through
 * `GET /__sandbox/outbox`. Links are kept apart from the bodies so a test can follow a reset link directly.
 */
export const MAIL_OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    links TEXT NOT NULL DEFAULT '[]',
    kind TEXT NOT NULL,
    site_id TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_to ON mail_outbox (to_address COLLATE NOCASE, id);
`
