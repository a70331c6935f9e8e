import type {Query} from '@tanstack/react-query'

/**
 * A query whose page cannot stand without its answer (the product of a product page, the category of a listing):
 * the page throws the query's failure, and the shopper gets the error page with status 500 (spec 000 §8). On the
 * server such a failure must stay readable for the render, where any other failed query is rendered loading, as
 * the browser's first render shows it (load-page-queries.ts).
 */
export const PAGE_NEEDS_IT = {pageNeedsIt: true} as const

export const pageNeedsIt = (query: Pick<Query, 'meta'>) => query.meta?.pageNeedsIt === true
