export * from './badge-overlay'
export * from './tile-badges'
export * from './use-product-badges'
