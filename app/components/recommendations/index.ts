export * from './recommendations-carousel'
export * from './recommendation-tiles'
