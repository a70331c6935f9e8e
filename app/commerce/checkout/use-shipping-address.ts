import {useCallback} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {isSameAddress} from '../../rules/account'
import {useAddresses} from '../customer'
import {toCustomerAddress} from '../customer/address-payload'
import {CheckoutError} from './checkout-errors'
import {toOrderAddress, type AddressFormValues} from './address-payload'
import {useCheckoutRequest} from './use-checkout-request'
import {asCheckoutBasket, DEFAULT_SHIPMENT_ID, type CheckoutBasket} from './types'

export interface ShippingAddressOptions {
    /** Registered shoppers: also keep it in their address book ("addToSaved"), id by `savedAddressId`. */
    addToSaved?: boolean
}

/** PUT .../shipments/me/shipping_address (spec 000 §7), optionally saving the address to the account. */
export const useShippingAddress = (basketId: string | undefined) => {
    const updateAddress = useShopperBasketsV2Mutation('updateShippingAddressForShipment')
    const {addresses, save} = useAddresses()
    const request = useCheckoutRequest('shipping address')
    const {run} = request

    const saveShippingAddress = useCallback(
        (
            values: AddressFormValues,
            {addToSaved = false}: ShippingAddressOptions = {}
        ): Promise<CheckoutBasket> =>
            run(async () => {
                if (!basketId) throw new CheckoutError('Something went wrong. Try again!')
                const address = toOrderAddress(values)
                const updated = asCheckoutBasket(
                    await updateAddress.mutateAsync({
                        parameters: {basketId, shipmentId: DEFAULT_SHIPMENT_ID, useAsBilling: false},
                        body: address as never
                    })
                )
                if (addToSaved) {
                    const input = {...values, ...address, address2: address.address2 ?? ''}
                    const entry = toCustomerAddress(input)
                    const known = addresses.some((saved) => isSameAddress({...saved}, {...entry}))
                    // The address book is a convenience: a failure there must not block the order.
                    if (!known) await save(input).catch(() => undefined)
                }
                return updated
            }),
        [addresses, basketId, run, save, updateAddress]
    )

    return {saveShippingAddress, status: request.status, error: request.error}
}
