export * from './pay-later'
export * from './price-display'
export * from './price-template'
export * from './recommendation-price'
