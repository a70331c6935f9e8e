export * from './carousel'
export * from './carousel-layout'
