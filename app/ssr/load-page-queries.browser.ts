/**
 * The browser build's stand-in for ./load-page-queries (webpack.config.js): page data is loaded this way only
 * while the server renders; in the browser, react-query fetches what the shipped state lacks.
 */
export const loadPageQueries = () => Promise.reject(new Error('page queries load on the server only'))
