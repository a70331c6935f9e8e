export * from './content-keys'
export * from './content-variation'
export * from './countdown'
export * from './layout-rules'
