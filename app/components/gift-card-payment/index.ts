export {GiftCardPayment} from './gift-card-payment'
export {giftCardMessages} from './messages'
