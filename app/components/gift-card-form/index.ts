export * from './gift-card-form'
