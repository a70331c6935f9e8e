import {Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {
    firstShipment,
    isCollection,
    useShippingMethodName,
    type CheckoutBasket
} from '../../commerce/checkout'
import {AddressSummary} from '../../components/shipping-address-form'
import {Price} from '../../components/price'
import {basketMessages} from '../../components/mini-basket/messages'
import {needsDelivery} from '../../rules/basket'
import {emailMessages, shippingStepMessages} from './messages'

export const EmailSummary = ({email, signedIn}: {email?: string; signedIn: boolean}) => {
    const intl = useIntl()
    return (
        <Text fontSize="sm" color="text.secondary">
            {signedIn ? intl.formatMessage(emailMessages.signedInAs, {email}) : email}
        </Text>
    )
}

export const ShippingSummary = ({basket}: {basket: CheckoutBasket}) => {
    const intl = useIntl()
    const shipment = firstShipment(basket)
    const method = shipment?.shippingMethod
    const delivered = needsDelivery(basket) && !isCollection(shipment)
    // The method in the shopper's language, as the delivery step listed it; asked only where a method is shown
    // (a collection or an e-gift-card-only bag names none).
    const methodName = useShippingMethodName(
        basket.basketId,
        delivered
            ? {
                  countryCode: shipment?.shippingAddress?.countryCode,
                  postalCode: shipment?.shippingAddress?.postalCode
              }
            : {},
        method
    )
    if (!needsDelivery(basket))
        return (
            <Text fontSize="sm" color="text.secondary">
                {intl.formatMessage(basketMessages.emailDelivery)}
            </Text>
        )
    if (isCollection(shipment))
        return (
            <Stack spacing={2} fontSize="sm">
                <Text>
                    {intl.formatMessage(shippingStepMessages.collectFrom, {
                        store: shipment?.c_storeName ?? ''
                    })}
                </Text>
                <AddressSummary address={shipment?.shippingAddress} />
            </Stack>
        )
    return (
        <Stack spacing={3}>
            <AddressSummary address={shipment?.shippingAddress} />
            {method ? (
                <Stack direction="row" spacing={2} fontSize="sm" color="text.secondary">
                    <Text>{methodName}</Text>
                    <Text aria-hidden>·</Text>
                    <Price
                        price={shipment?.shippingTotal ?? method.price ?? 0}
                        currency={basket.currency ?? 'GBP'}
                    />
                </Stack>
            ) : null}
        </Stack>
    )
}
