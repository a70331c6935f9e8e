import {defineMessages} from 'react-intl'

export const giftCardFormMessages = defineMessages({
    type: {id: 'giftCardForm.type', defaultMessage: 'Gift card type'},
    digital: {id: 'giftCardForm.digital', defaultMessage: 'E-Gift Card'},
    digitalNote: {id: 'giftCardForm.digitalNote', defaultMessage: 'Sent by email on the date you choose'},
    physical: {id: 'giftCardForm.physical', defaultMessage: 'Physical Gift Card'},
    physicalNote: {id: 'giftCardForm.physicalNote', defaultMessage: 'Posted in a VELA gift envelope'},
    value: {id: 'giftCardForm.value', defaultMessage: 'Value'},
    recipientName: {id: 'giftCardForm.recipientName', defaultMessage: "Recipient's name"},
    recipientEmail: {id: 'giftCardForm.recipientEmail', defaultMessage: "Recipient's email"},
    senderName: {id: 'giftCardForm.senderName', defaultMessage: 'Your name'},
    message: {id: 'giftCardForm.message', defaultMessage: 'Message (optional)'},
    counter: {id: 'giftCardForm.counter', defaultMessage: '{count}/{max} characters'},
    limit: {id: 'giftCardForm.limit', defaultMessage: 'Reached max character limit'},
    deliveryDate: {id: 'giftCardForm.deliveryDate', defaultMessage: 'Delivery date'},
    dateFormat: {id: 'giftCardForm.dateFormat', defaultMessage: 'Format: {format}'},
    recipientDetails: {id: 'giftCardForm.recipientDetails', defaultMessage: "Who it's for"},
    addToBag: {id: 'giftCardForm.addToBag', defaultMessage: 'Add To Bag'},
    saveChanges: {id: 'giftCardForm.saveChanges', defaultMessage: 'Save Changes'},
    added: {id: 'giftCardForm.added', defaultMessage: 'Added To Bag'},
    saved: {id: 'giftCardForm.saved', defaultMessage: 'Your changes have been saved'},
    separately: {
        id: 'giftCardForm.separately',
        defaultMessage: 'Digital gift cards must be bought separately from other products.'
    },
    required: {id: 'giftCardForm.required', defaultMessage: 'This field is required.'},
    nameTooLong: {id: 'giftCardForm.nameTooLong', defaultMessage: 'Please enter no more than 40 characters.'},
    messageTooLong: {
        id: 'giftCardForm.messageTooLong',
        defaultMessage: 'Please enter no more than 250 characters.'
    },
    invalidCharacters: {
        id: 'giftCardForm.invalidCharacters',
        defaultMessage: 'Please input valid characters'
    },
    invalidEmail: {id: 'giftCardForm.invalidEmail', defaultMessage: 'Please enter a valid email address.'},
    invalidDate: {
        id: 'giftCardForm.invalidDate',
        defaultMessage: 'Please choose a delivery date between today and one year from now.'
    },
    selectValue: {id: 'giftCardForm.selectValue', defaultMessage: 'Please select a value'},
    selectSize: {id: 'giftCardForm.selectSize', defaultMessage: 'Please select a size'},
    unavailable: {
        id: 'giftCardForm.unavailable',
        defaultMessage: 'This product is unavailable for your selected country'
    }
})
