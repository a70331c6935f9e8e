export * from './checkout-step'
export * from './delivery-stage'
export * from './payment-methods'
