export {CardFields, EMPTY_CARD, type CardFormValues} from './card-fields'
export {CardEntry, type CardEntryHandle} from './card-entry'
export {SavedCardPicker, NEW_CARD, type SavedCard} from './saved-cards'
export {PaymentMethodChoice, usePaymentMethodLabel} from './payment-method-choice'
export {ApplePayButton} from './apple-pay-button'
export {
    CARD_MESSAGES,
    cardExpiryValidator,
    formatCardNumberInput,
    formatExpiryInput,
    securityCodeValidator,
    validateCardNumber
} from './card-input'
export {paymentMessages} from './messages'
