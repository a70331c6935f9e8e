import {useState, type FormEvent} from 'react'
import {
    Box,
    Button,
    Flex,
    FormControl,
    FormLabel,
    Input,
    RadioGroup,
    Spinner,
    Stack,
    Text
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useStoreSearch, type CollectionStore} from '../../commerce/checkout'
import {collectMessages as messages} from './messages'
import {RadioCard} from '../radio-card'

export interface StoreSearchProps {
    countryCode?: string
    selectedStoreId?: string
    onChoose: (store: CollectionStore) => void
    isDisabled?: boolean
}

const SEARCH_MAX = 60

/**
 * Store search by postcode / town or the shopper's position, with the spec's two messages (spec 001 §8):
 * the position cannot be found, or the search finds nothing.
 */
export const StoreSearch = ({countryCode, selectedStoreId, onChoose, isDisabled}: StoreSearchProps) => {
    const intl = useIntl()
    const [text, setText] = useState('')
    const {stores, problem, isSearching, searchText, searchNearMe} = useStoreSearch(countryCode)
    const submit = (event: FormEvent) => {
        event.preventDefault()
        searchText(text)
    }
    return (
        <Stack spacing={4}>
            <Box as="form" role="search" onSubmit={submit} noValidate>
                <FormControl id="store-search">
                    <FormLabel>{intl.formatMessage(messages.searchLabel)}</FormLabel>
                    <Flex gap={2}>
                        <Input
                            value={text}
                            maxLength={SEARCH_MAX}
                            autoComplete="postal-code"
                            onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX))}
                        />
                        <Button type="submit" variant="secondary" flexShrink={0} isDisabled={!text.trim()}>
                            {intl.formatMessage(messages.search)}
                        </Button>
                    </Flex>
                </FormControl>
                <Button type="button" variant="link" mt={3} fontSize="sm" onClick={searchNearMe}>
                    {intl.formatMessage(messages.nearMe)}
                </Button>
            </Box>
            <Box aria-live="polite">
                {isSearching ? (
                    <Flex align="center" gap={2} color="text.secondary" fontSize="sm">
                        <Spinner size="sm" />
                        {intl.formatMessage(messages.searching)}
                    </Flex>
                ) : problem ? (
                    <Text role="alert" fontSize="sm" color="text.error">
                        {intl.formatMessage(
                            problem === 'no-results' ? messages.noResults : messages.locationNotFound
                        )}
                    </Text>
                ) : null}
            </Box>
            {stores.length && !isSearching ? (
                <Box as="fieldset">
                    <Text as="legend" textStyle="label" mb={3}>
                        {intl.formatMessage(messages.storesLegend)}
                    </Text>
                    <RadioGroup
                        value={selectedStoreId ?? ''}
                        isDisabled={isDisabled}
                        onChange={(id) => {
                            const store = stores.find((candidate) => candidate.id === id)
                            if (store) onChoose(store)
                        }}
                    >
                        <Stack spacing={0} border="1px solid" borderColor="border.subtle">
                            {stores.map((store, index) => (
                                <RadioCard
                                    key={store.id}
                                    value={store.id}
                                    borderTop={index ? '1px solid' : undefined}
                                    borderColor="border.subtle"
                                    bg={selectedStoreId === store.id ? 'bg.subtle' : undefined}
                                >
                                    <Box flex="1" fontSize="sm">
                                        <Text fontWeight="medium" fontSize="md">
                                            {store.name}
                                        </Text>
                                        <Text color="text.secondary">
                                            {[store.address1, store.city, store.postalCode]
                                                .filter(Boolean)
                                                .join(', ')}
                                        </Text>
                                    </Box>
                                    {store.distance !== undefined ? (
                                        <Text fontSize="sm" color="text.muted" whiteSpace="nowrap">
                                            {intl.formatMessage(messages.distance, {
                                                distance: intl.formatNumber(store.distance, {
                                                    maximumFractionDigits: 1
                                                }),
                                                unit: store.distanceUnit ?? 'km'
                                            })}
                                        </Text>
                                    ) : null}
                                </RadioCard>
                            ))}
                        </Stack>
                    </RadioGroup>
                </Box>
            ) : null}
        </Stack>
    )
}
