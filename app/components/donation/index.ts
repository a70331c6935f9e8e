export * from './donation-option'
