export {CardEntry, type CardEntryHandle} from './card-entry'
export {SavedCardPicker, NEW_CARD, type SavedCard} from './saved-cards'
export {PaymentMethodChoice, usePaymentMethodLabel} from './payment-method-choice'
export {ApplePayButton} from './apple-pay-button'

export {paymentMessages} from './messages'
