export * from './pay-later'
export * from './price-display'
