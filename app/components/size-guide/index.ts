export * from './messages'
export * from './size-guide-content'
export * from './size-guide-link'
export * from './use-size-guide'
