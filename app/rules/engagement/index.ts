export * from './consent'
export * from './popups'
export * from './scarcity'
