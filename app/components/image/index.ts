export * from './image-urls'
export * from './ratio'
export * from './responsive-image'
