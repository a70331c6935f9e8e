export {AddressForm} from './address-form'
