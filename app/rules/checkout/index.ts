export * from './checkout-step'
export * from './delivery-stage'
