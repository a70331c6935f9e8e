export * from './gift-card-form'
export {GiftCardValues} from './gift-card-values'
export {RecipientFields, FIELDS as GIFT_CARD_FIELDS, type RecipientValues} from './recipient-fields'
