export {GiftCardPayment, type GiftCardPaymentProps} from './gift-card-payment'
export {giftCardMessages} from './messages'
