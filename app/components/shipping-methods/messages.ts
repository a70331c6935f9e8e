import {defineMessages} from 'react-intl'

export const shippingMessages = defineMessages({
    legend: {id: 'checkout.shipping.methodsLegend', defaultMessage: 'Delivery method'},
    loading: {id: 'checkout.shipping.loadingMethods', defaultMessage: 'Finding delivery options…'},
    enterAddress: {
        id: 'checkout.shipping.enterAddress',
        defaultMessage: 'Enter your country and postcode to see delivery options.'
    },
    none: {
        id: 'checkout.shipping.none',
        defaultMessage:
            'We cannot deliver to this address yet. Please check the postcode or choose another country.'
    },
    freeAway: {id: 'checkout.shipping.freeAway', defaultMessage: 'Spend {amount} more for free delivery'},
    optionLegend: {
        id: 'checkout.shipping.optionLegend',
        defaultMessage: 'How would you like to receive your order?'
    },
    deliver: {id: 'checkout.shipping.deliver', defaultMessage: 'Delivery'},
    deliverHint: {id: 'checkout.shipping.deliverHint', defaultMessage: 'To your home or work'},
    collect: {id: 'checkout.shipping.collect', defaultMessage: 'Click & collect'},
    collectHint: {id: 'checkout.shipping.collectHint', defaultMessage: 'From a VELA store near you'}
})
