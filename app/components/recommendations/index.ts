export * from './recommendations-carousel'
