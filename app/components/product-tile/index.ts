export * from './product-tile'
export * from './tile-model'
