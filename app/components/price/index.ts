export * from './price'
