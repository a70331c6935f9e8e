import {Text, VStack, type StackProps} from '@chakra-ui/react'
import type {CheckoutAddress} from '../../commerce/checkout'
import {useCountryName} from './country-names'

/** An address as a few quiet lines (shown as text, never as markup). */
export const AddressSummary = ({address, ...rest}: {address?: CheckoutAddress} & StackProps) => {
    const countryName = useCountryName()
    if (!address) return null
    const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
    const lines = [
        name,
        address.companyName,
        address.address1,
        address.address2,
        [address.city, address.stateCode, address.postalCode].filter(Boolean).join(', '),
        countryName(address.countryCode),
        address.phone
    ].filter((line): line is string => Boolean(line && line.trim()))
    return (
        <VStack align="start" spacing={0} color="text.secondary" fontSize="sm" {...rest}>
            {lines.map((line, index) => (
                <Text key={index} color={index === 0 ? 'text.primary' : undefined}>
                    {line}
                </Text>
            ))}
        </VStack>
    )
}
