import {useCallback} from 'react'
import {useShopperCustomersMutation} from '@salesforce/commerce-sdk-react'
import {useOptimisticRemoval} from './use-optimistic-removal'
import {useRegisteredCustomer, type CustomerPaymentInstrument} from './use-registered-customer'

/**
 * Saved cards: the platform keeps masked numbers only and the security code is never sent or stored
 * (spec 001 §3.1). Deleting is optimistic, rolled back if the platform refuses.
 */
export const usePaymentInstruments = () => {
    const {customer, customerId, status} = useRegisteredCustomer()
    const deleteInstrument = useShopperCustomersMutation('deleteCustomerPaymentInstrument')
    const {remove: removeOptimistically, visible} = useOptimisticRemoval()

    const remove = useCallback(
        (instrument: CustomerPaymentInstrument) =>
            removeOptimistically(instrument.paymentInstrumentId ?? '', () =>
                deleteInstrument.mutateAsync({
                    parameters: {
                        customerId: customerId ?? '',
                        paymentInstrumentId: instrument.paymentInstrumentId ?? ''
                    }
                })
            ),
        [customerId, deleteInstrument, removeOptimistically]
    )

    const all = customer?.paymentInstruments ?? []
    return {
        cards: visible(all, (instrument) => instrument.paymentInstrumentId),
        status,
        remove
    }
}
