import {defineMessages} from 'react-intl'

export const addressMessages = defineMessages({
    firstName: {id: 'checkout.address.firstName', defaultMessage: 'First name'},
    lastName: {id: 'checkout.address.lastName', defaultMessage: 'Last name'},
    address1: {id: 'checkout.address.address1', defaultMessage: 'Address'},
    address2: {id: 'checkout.address.address2', defaultMessage: 'Apartment, suite, etc. (optional)'},
    city: {id: 'checkout.address.city', defaultMessage: 'Town / city'},
    postcode: {id: 'checkout.address.postcode', defaultMessage: 'Postcode'},
    zipCode: {id: 'checkout.address.zipCode', defaultMessage: 'ZIP code'},
    postalCode: {id: 'checkout.address.postalCode', defaultMessage: 'Postal code'},
    state: {id: 'checkout.address.state', defaultMessage: 'State'},
    province: {id: 'checkout.address.province', defaultMessage: 'Province'},
    selectState: {id: 'checkout.address.selectState', defaultMessage: 'Select'},
    country: {id: 'checkout.address.country', defaultMessage: 'Country / region'},
    phone: {id: 'checkout.address.phone', defaultMessage: 'Phone number'},
    phoneHint: {
        id: 'checkout.address.phoneHint',
        defaultMessage: 'In case we need to contact you about your delivery.'
    },
    savedAddresses: {id: 'checkout.address.savedAddresses', defaultMessage: 'Your saved addresses'},
    newAddress: {id: 'checkout.address.newAddress', defaultMessage: 'Use a new address'},
    saveAddress: {id: 'checkout.address.saveAddress', defaultMessage: 'Save this address to my account'}
})
