import {useCallback, useState} from 'react'
import {useShopperCustomersMutation} from '@salesforce/commerce-sdk-react'
import {usableSavedAddresses, type RequestStatus} from '../../rules/account'
import {toCustomerAddress, type AddressInput} from './address-payload'
import {useOptimisticRemoval} from './use-optimistic-removal'
import {useRegisteredCustomer, type CustomerAddress} from './use-registered-customer'

type AddressStatus = Extract<RequestStatus, 'pending' | 'done' | 'error'>

/**
 * The customer's saved addresses: only those with a phone and postcode valid for their country are offered
 * (spec 001 §5.1); removal is optimistic and rolled back on failure; the preferred flag is the platform's
 * (setting one clears the others), so the list is read again after each change.
 */
export const useAddresses = () => {
    const {customer, customerId, status: customerStatus, refetch} = useRegisteredCustomer()
    const create = useShopperCustomersMutation('createCustomerAddress')
    const update = useShopperCustomersMutation('updateCustomerAddress')
    const removeAddress = useShopperCustomersMutation('removeCustomerAddress')
    const {remove: removeOptimistically, visible} = useOptimisticRemoval()
    const [status, setStatus] = useState<AddressStatus>('done')

    const run = useCallback(
        async <T>(change: () => Promise<T>): Promise<T> => {
            if (!customerId) throw new Error('Something went wrong. Try again!')
            setStatus('pending')
            try {
                const result = await change()
                await refetch()
                setStatus('done')
                return result
            } catch (error) {
                console.error('Address change failed', error instanceof Error ? error.message : error)
                setStatus('error')
                throw error
            }
        },
        [customerId, refetch]
    )

    const save = useCallback(
        (input: AddressInput, existing?: CustomerAddress) =>
            run(() => {
                const body = toCustomerAddress(input)
                const parameters = {customerId: customerId as string}
                return existing?.addressId
                    ? update.mutateAsync({parameters: {...parameters, addressName: existing.addressId}, body})
                    : create.mutateAsync({parameters, body})
            }),
        [create, customerId, run, update]
    )

    const setPreferred = useCallback(
        (address: CustomerAddress) =>
            run(() =>
                update.mutateAsync({
                    parameters: {customerId: customerId as string, addressName: address.addressId},
                    body: {...address, preferred: true}
                })
            ),
        [customerId, run, update]
    )

    const remove = useCallback(
        (address: CustomerAddress) =>
            run(() =>
                removeOptimistically(address.addressId, () =>
                    removeAddress.mutateAsync({
                        parameters: {customerId: customerId as string, addressName: address.addressId}
                    })
                )
            ),
        [customerId, removeAddress, removeOptimistically, run]
    )

    const all = customer?.addresses ?? []
    const addresses = visible(usableSavedAddresses(all), (address) => address.addressId)
    return {
        addresses,
        /** Saved addresses hidden because their phone or postcode is not valid for their country. */
        hiddenCount: all.length - usableSavedAddresses(all).length,
        loadStatus: customerStatus,
        status,
        save,
        setPreferred,
        remove
    }
}
