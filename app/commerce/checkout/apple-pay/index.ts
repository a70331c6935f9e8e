export {useApplePay} from './use-apple-pay'
export type {ApplePayOutcome} from './run-apple-pay'
