import {useState} from 'react'
import {Stack} from '@chakra-ui/react'
import {
    firstShipment,
    isCollection,
    useClickAndCollect,
    useShippingMethods,
    type CheckoutBasket,
    type DeliveryOption
} from '../../commerce/checkout'
import {preferredDeliveryOption} from '../../commerce/session'
import {DeliveryOptionToggle} from '../../components/shipping-methods'
import type {SavedAddress} from '../../components/shipping-address-form'
import {CollectForm} from './collect-form'
import {DeliveryForm} from './delivery-form'

export interface ShippingStepProps {
    basket: CheckoutBasket
    siteCountry: string
    savedAddresses: readonly SavedAddress[]
    isRegistered: boolean
    onDone: (basket: CheckoutBasket) => void
}

/** Step 2: delivery to an address, or click and collect where the site offers store pickup. */
export const ShippingStep = (props: ShippingStepProps) => {
    const {basket, siteCountry} = props
    const shipment = firstShipment(basket)
    // A link's deliveryOption=clickAndCollect preselects collection while no address has been chosen.
    const [option, setOption] = useState<DeliveryOption>(
        isCollection(shipment) ||
            (!shipment?.shippingAddress && preferredDeliveryOption() === 'clickAndCollect')
            ? 'COLLECT'
            : 'DELIVER'
    )
    const {pickup} = useShippingMethods(basket.basketId, {countryCode: siteCountry})
    const {deliverInstead, status} = useClickAndCollect(basket.basketId)

    const change = (next: DeliveryOption) => {
        setOption(next)
        // Leaving click and collect clears the shop from the shipment (and its address).
        if (next === 'DELIVER' && shipment?.c_ClickandCollectStoreID) deliverInstead().catch(() => undefined)
    }

    return (
        <Stack spacing={8}>
            {pickup || option === 'COLLECT' ? (
                <DeliveryOptionToggle value={option} onChange={change} isDisabled={status === 'pending'} />
            ) : null}
            {option === 'COLLECT' ? (
                <CollectForm basket={basket} siteCountry={siteCountry} onDone={props.onDone} />
            ) : (
                <DeliveryForm key={shipment?.c_ClickandCollectStoreID ? 'store' : 'home'} {...props} />
            )}
        </Stack>
    )
}
