import {Badge, Button, Flex, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CustomerAddress} from '../../../commerce/customer'
import {AddressLines} from '../overview/address-lines'
import {addressesMessages as messages} from './messages'

export interface AddressCardProps {
    address: CustomerAddress
    onEdit: () => void
    onRemove: () => void
    onMakeDefault: () => void
}

/** One saved address with its actions; the buttons name the address for screen-reader users. */
export const AddressCard = ({address, onEdit, onRemove, onMakeDefault}: AddressCardProps) => {
    const intl = useIntl()
    const line = address.address1 ?? ''
    return (
        <Stack
            as="li"
            listStyleType="none"
            borderWidth="1px"
            borderColor={address.preferred ? 'border.strong' : 'border.subtle'}
            p={6}
            spacing={4}
            justify="space-between"
        >
            <Stack spacing={3}>
                {address.preferred ? (
                    <Badge variant="solid" alignSelf="flex-start">
                        {intl.formatMessage(messages.default)}
                    </Badge>
                ) : null}
                <AddressLines address={address} />
            </Stack>
            <Flex gap={5} wrap="wrap" fontSize="sm">
                <Button
                    variant="link"
                    size="sm"
                    onClick={onEdit}
                    aria-label={intl.formatMessage(messages.editLabel, {line})}
                >
                    {intl.formatMessage(messages.edit)}
                </Button>
                <Button
                    variant="link"
                    size="sm"
                    onClick={onRemove}
                    aria-label={intl.formatMessage(messages.removeLabel, {line})}
                >
                    {intl.formatMessage(messages.remove)}
                </Button>
                {address.preferred ? null : (
                    <Button
                        variant="link"
                        size="sm"
                        onClick={onMakeDefault}
                        aria-label={intl.formatMessage(messages.makeDefaultLabel, {line})}
                    >
                        {intl.formatMessage(messages.makeDefault)}
                    </Button>
                )}
            </Flex>
        </Stack>
    )
}
