export * from './collapsible'
export * from './disclosure-item'
