export {ShippingMethodList} from './shipping-method-list'
export {DeliveryOptionToggle} from './delivery-option-toggle'
