import {Box, Button, Flex, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CollectionStore} from '../../commerce/checkout'
import {collectMessages as messages} from './messages'

/** The chosen store, with a way back to the search. */
export const ChosenStore = ({store, onChange}: {store: CollectionStore; onChange?: () => void}) => {
    const intl = useIntl()
    return (
        <Flex gap={4} p={4} bg="bg.subtle" align="start" justify="space-between">
            <Box fontSize="sm">
                <Text textStyle="label" color="text.secondary" mb={1}>
                    {intl.formatMessage(messages.chosen)}
                </Text>
                <Text fontWeight="medium" fontSize="md">
                    {store.name}
                </Text>
                <Text color="text.secondary">
                    {[store.address1, store.city, store.postalCode].filter(Boolean).join(', ')}
                </Text>
            </Box>
            {onChange ? (
                <Button variant="link" fontSize="sm" onClick={onChange}>
                    {intl.formatMessage(messages.change)}
                </Button>
            ) : null}
        </Flex>
    )
}
