/**
 * Marketing state behind the account controllers: one profile per email address (newsletter subscription,
 * insiders opt-in, date of birth, customer-data platform id), whether or not the address belongs to a
 * registered customer, plus a capped log of opt events sent for the customer-data platform.
 */
export const ACCOUNT_CONTROLLERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS marketing_profiles (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    subscribed INTEGER NOT NULL DEFAULT 0,
    insiders_opt_in INTEGER NOT NULL DEFAULT 0,
    country TEXT,
    source TEXT,
    mpid TEXT,
    dob TEXT,
    subscribed_at TEXT,
    synced_at TEXT,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS marketing_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT,
    event_name TEXT,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
);
`
