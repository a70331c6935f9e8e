import {Box, Flex, Heading, HStack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link} from '../link'
import {ClickAndCollectFlag} from './click-and-collect-flag'
import {storeMessages as messages} from './messages'
import {OpeningHours} from './opening-hours'
import {StoreAddress} from './store-address'
import {mapsSearchUrl, storeDetailsPath, type StoreInfo} from './store-model'

/** A distance as the platform gives it (km or mi), in the page's number format. */
export const useDistanceText = () => {
    const intl = useIntl()
    return (store: StoreInfo) =>
        typeof store.distance === 'number'
            ? intl.formatNumber(store.distance, {
                  style: 'unit',
                  unit: store.distanceUnit === 'mi' ? 'mile' : 'kilometer',
                  maximumFractionDigits: 1
              })
            : undefined
}

/** One shop in a search result: name (to its page), distance, address, hours and click and collect. */
export const StoreCard = ({store, headingLevel = 'h2'}: {store: StoreInfo; headingLevel?: 'h2' | 'h3'}) => {
    const intl = useIntl()
    const distance = useDistanceText()(store)
    const name = store.name ?? store.id
    return (
        <Box as="article" borderTop="1px solid" borderColor="border.subtle" py={6}>
            <Flex justify="space-between" align="baseline" gap={4} wrap="wrap">
                <Heading as={headingLevel} size="sm">
                    <Link href={storeDetailsPath(store)}>{name}</Link>
                </Heading>
                {distance ? (
                    <Text fontSize="sm" color="text.secondary">
                        {intl.formatMessage(messages.distance, {distance})}
                    </Text>
                ) : null}
            </Flex>
            <Box mt={2}>
                <ClickAndCollectFlag store={store} />
            </Box>
            <Flex mt={4} gap={{base: 4, md: 10}} direction={{base: 'column', md: 'row'}}>
                <Box flex="1">
                    <StoreAddress store={store} />
                </Box>
                <Box flex="1" maxW={{md: '280px'}}>
                    <OpeningHours store={store} />
                </Box>
            </Flex>
            <HStack mt={4} spacing={6} fontSize="sm">
                <Link
                    href={storeDetailsPath(store)}
                    variant="inline"
                    aria-label={intl.formatMessage(messages.detailsFor, {name})}
                >
                    {intl.formatMessage(messages.details)}
                </Link>
                <Link href={mapsSearchUrl(store)} variant="inline">
                    {intl.formatMessage(messages.directions)}
                </Link>
            </HStack>
        </Box>
    )
}
