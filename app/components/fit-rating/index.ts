export * from './fit-rating'
