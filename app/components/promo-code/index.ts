export * from './promo-code-form'
