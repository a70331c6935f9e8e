import {Checkbox, Stack, Text} from '@chakra-ui/react'
import type {UseFormReturn} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {AddressFormValues, CheckoutAddress} from '../../commerce/checkout'
import {AddressFields, AddressSummary} from '../../components/shipping-address-form'
import {paymentMessages} from '../../components/payment-form'

export interface BillingSectionProps {
    form: UseFormReturn<AddressFormValues>
    countries: readonly string[]
    shippingAddress?: CheckoutAddress
    /** Offered only for home delivery (a collection's address is the store's). */
    canUseShipping: boolean
    sameAsShipping: boolean
    onSameAsShippingChange: (value: boolean) => void
}

/** The billing address: the shipping address ('use as shipping address') or its own address form. */
export const BillingSection = ({
    form,
    countries,
    shippingAddress,
    canUseShipping,
    sameAsShipping,
    onSameAsShippingChange
}: BillingSectionProps) => {
    const intl = useIntl()
    return (
        <Stack as="fieldset" spacing={5}>
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(paymentMessages.billingTitle)}
            </Text>
            {canUseShipping ? (
                <Checkbox
                    isChecked={sameAsShipping}
                    onChange={(event) => onSameAsShippingChange(event.target.checked)}
                >
                    {intl.formatMessage(paymentMessages.sameAsShipping)}
                </Checkbox>
            ) : null}
            {canUseShipping && sameAsShipping ? (
                <AddressSummary address={shippingAddress} pl={7} />
            ) : (
                <AddressFields form={form} countries={countries} section="billing" />
            )}
        </Stack>
    )
}
