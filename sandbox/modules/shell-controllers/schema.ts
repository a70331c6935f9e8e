/**
 * Storefront controller state: the context each shopper session (usid) set per site, the site preferences the
 * storefront reads, and the content assets it embeds (legal and information snippets).
 */
export const SHELL_CONTROLLERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS controller_contexts (
    usid TEXT NOT NULL,
    site_id TEXT NOT NULL,
    -- The context as last set, a JSON object (country, currency, sourceCode, customerGroup...).
    context TEXT NOT NULL,
    token TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (usid, site_id)
);
CREATE TABLE IF NOT EXISTS site_preferences (
    site_id TEXT NOT NULL,
    preference_id TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (site_id, preference_id)
);
CREATE TABLE IF NOT EXISTS content_assets (
    asset_id TEXT NOT NULL,
    -- 'default' or a storefront locale such as 'fr-FR'.
    locale TEXT NOT NULL,
    html TEXT NOT NULL,
    PRIMARY KEY (asset_id, locale)
);
`
