export * from './reviews-panel'
