export * from './account-messages'
export * from './addresses'
export * from './payment-card'
export * from './session'
