import {Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CustomerAddress} from '../../../commerce/customer'

const countryName = (locale: string, code: string | undefined) => {
    if (!code) return undefined
    try {
        return new Intl.DisplayNames([locale], {type: 'region'}).of(code) ?? code
    } catch {
        return code
    }
}

/** An address as it would be written on a parcel; shopper text is rendered as text, never as markup. */
export const AddressLines = ({address}: {address: CustomerAddress}) => {
    const intl = useIntl()
    const lines = [
        `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
        address.address1,
        address.address2,
        [address.city, address.stateCode, address.postalCode].filter(Boolean).join(', '),
        countryName(intl.locale, address.countryCode),
        address.phone
    ].filter(Boolean)
    return (
        <Text as="address" fontStyle="normal" fontSize="sm" lineHeight="tall" whiteSpace="pre-line">
            {lines.join('\n')}
        </Text>
    )
}
