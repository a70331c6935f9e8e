export {ShippingMethodList, type ShippingMethodListProps} from './shipping-method-list'
export {DeliveryOptionToggle, type DeliveryOptionToggleProps} from './delivery-option-toggle'
export {shippingMessages} from './messages'
