export * from './listing-query'
export * from './listing-rules'
export * from './refinement-toggle'
export * from './search-rules'
