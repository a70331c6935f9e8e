export * from './quick-view-context'
