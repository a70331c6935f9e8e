export * from './quick-view-context'
export * from './quick-view-button'
