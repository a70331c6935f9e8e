/**
 * React leaves an element's server-rendered content alone when the element is given inner HTML to hydrate: an
 * element rendered with this keeps the server's HTML through hydration, and through later renders that give it
 * the same.
 */
export const KEEP_SERVER_HTML = {__html: ''}

/** True while the page hydrates the server's HTML (PWA Kit's flag, hydration/hydrate-in-slices.tsx). */
export const hydratingServerHtml = () => typeof window !== 'undefined' && window.__HYDRATING__ === true
