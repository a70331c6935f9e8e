import {defineMessages} from 'react-intl'

export const addressFormMessages = defineMessages({
    firstName: {id: 'account.address.firstName', defaultMessage: 'First name'},
    lastName: {id: 'account.address.lastName', defaultMessage: 'Last name'},
    address1: {id: 'account.address.address1', defaultMessage: 'Address line 1'},
    address2: {id: 'account.address.address2', defaultMessage: 'Address line 2 (optional)'},
    city: {id: 'account.address.city', defaultMessage: 'Town or city'},
    country: {id: 'account.address.country', defaultMessage: 'Country'},
    state: {id: 'account.address.state', defaultMessage: 'State'},
    province: {id: 'account.address.province', defaultMessage: 'Province or territory'},
    choose: {id: 'account.address.choose', defaultMessage: 'Select…'},
    postalCode: {id: 'account.address.postalCode', defaultMessage: 'Postcode'},
    zipCode: {id: 'account.address.zipCode', defaultMessage: 'ZIP code'},
    phone: {id: 'account.address.phone', defaultMessage: 'Phone number'},
    phoneHelp: {id: 'account.address.phoneHelp', defaultMessage: 'For delivery updates only.'},
    preferred: {id: 'account.address.preferred', defaultMessage: 'Make this my default address'},
    save: {id: 'account.address.save', defaultMessage: 'Save address'},
    cancel: {id: 'account.address.cancel', defaultMessage: 'Cancel'}
})
