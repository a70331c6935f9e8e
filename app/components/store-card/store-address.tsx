import {Box, Link, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {storeMessages as messages} from './messages'
import {addressLines, type StoreInfo} from './store-model'

/** The shop's postal address and contact details, marked up as an address. */
export const StoreAddress = ({store, showContact = true}: {store: StoreInfo; showContact?: boolean}) => {
    const intl = useIntl()
    return (
        <Box as="address" fontStyle="normal" fontSize="sm" lineHeight="tall">
            {addressLines(store).map((line) => (
                <Text key={line}>{line}</Text>
            ))}
            {showContact && store.phone ? (
                <Text mt={2}>
                    {intl.formatMessage(messages.phone)}:{' '}
                    <Link href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} variant="inline">
                        {store.phone}
                    </Link>
                </Text>
            ) : null}
            {showContact && store.email ? (
                <Text>
                    {intl.formatMessage(messages.email)}:{' '}
                    <Link href={`mailto:${store.email}`} variant="inline">
                        {store.email}
                    </Link>
                </Text>
            ) : null}
        </Box>
    )
}
