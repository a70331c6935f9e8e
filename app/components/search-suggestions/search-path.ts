/** The results page of a phrase (spec 001 §2.2: /search?q={term}); the site prefix is added by the link. */
export const searchPath = (term: string) => `/search?q=${encodeURIComponent(term.trim())}`
