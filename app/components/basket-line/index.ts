export * from './basket-line'
export * from './basket-lines'
export * from './gift-certificate-line'
export * from './line-model'
