export {AddressForm, type AddressFormProps} from './address-form'
export {countryOptions, ADDRESS_COUNTRIES} from './countries'
export {addressFormMessages} from './messages'
