import {Box, RadioGroup, SimpleGrid, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CheckoutAddress} from '../../commerce/checkout'
import {AddressSummary} from './address-summary'
import {addressMessages as messages} from './messages'
import {RadioCard} from '../radio-card'

export interface SavedAddress extends CheckoutAddress {
    addressId: string
}

export interface SavedAddressPickerProps {
    addresses: readonly SavedAddress[]
    /** The chosen saved address id, or '' for a new address. */
    value: string
    onChange: (addressId: string) => void
}

export const NEW_ADDRESS = ''

/** Registered shoppers pick one of their saved addresses or enter a new one (spec 000 §6). */
export const SavedAddressPicker = ({addresses, value, onChange}: SavedAddressPickerProps) => {
    const intl = useIntl()
    if (!addresses.length) return null
    return (
        <Box as="fieldset">
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(messages.savedAddresses)}
            </Text>
            <RadioGroup value={value} onChange={onChange} name="saved-address">
                <SimpleGrid columns={{base: 1, md: 2}} spacing={3}>
                    {addresses.map((address) => (
                        <RadioCard
                            key={address.addressId}
                            value={address.addressId ?? ''}
                            border="1px solid"
                            borderColor={value === address.addressId ? 'border.strong' : 'border.subtle'}
                        >
                            <AddressSummary address={address} />
                        </RadioCard>
                    ))}
                    <RadioCard
                        value={NEW_ADDRESS}
                        align="center"
                        border="1px solid"
                        borderColor={value === NEW_ADDRESS ? 'border.strong' : 'border.subtle'}
                    >
                        <Text fontSize="sm">{intl.formatMessage(messages.newAddress)}</Text>
                    </RadioCard>
                </SimpleGrid>
            </RadioGroup>
        </Box>
    )
}
