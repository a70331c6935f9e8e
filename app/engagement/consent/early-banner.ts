/**
 * The consent banner is in the server's HTML (consent-island.tsx), so a first-time visitor sees it with the
 * page's first paint instead of after the app, the consent tool and the banner's code have loaded one after
 * the other. That copy is markup only: the app takes over from it once the tool has answered. These names
 * are shared by the markup, the inline script that shows it (early-banner-script.ts) and the app; what only
 * the consent host needs is in early-action.ts, out of the first-load bundle.
 */

/** On the server-rendered banner's wrapper. */
export const ISLAND_ATTRIBUTE = 'data-consent-island'
