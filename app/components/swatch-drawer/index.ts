export * from './swatch-drawer'
