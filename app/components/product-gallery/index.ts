export * from './gallery-model'
export * from './product-gallery'
