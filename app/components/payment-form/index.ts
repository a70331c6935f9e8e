export {CardFields, EMPTY_CARD, type CardFormValues} from './card-fields'
export {SavedCardPicker, NEW_CARD, type SavedCard} from './saved-cards'
export {
    CARD_MESSAGES,
    cardExpiryValidator,
    formatCardNumberInput,
    formatExpiryInput,
    securityCodeValidator,
    validateCardNumber
} from './card-input'
export {paymentMessages} from './messages'
