export * from './gift-card-balance-form'
export {balanceMessages} from './messages'
