export * from './category-recommendations'
export * from './recommendations-carousel'
export * from './recommendation-tiles'
export * from './recommender-carousel'
