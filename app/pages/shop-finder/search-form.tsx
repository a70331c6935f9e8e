import {useId, type FormEvent} from 'react'
import {Button, Flex, FormControl, FormLabel, Input, Select} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {shopFinderMessages as messages} from './messages'
import {STORE_COUNTRIES} from './use-shop-search'

export interface ShopSearchFormProps {
    /** The page's own URL: without JavaScript the form still searches, as a GET to it. */
    action: string
    query: string
    country: string
    onSearch: (query: string, country: string) => void
    onNearMe: () => void
    isLocating: boolean
    isSearching: boolean
}

const countryName = (code: string, locale: string) => {
    try {
        return new Intl.DisplayNames([locale], {type: 'region'}).of(code) ?? code
    } catch {
        return code
    }
}

/** Postcode or town, the country to look in, and the shopper's own position as an alternative. */
export const ShopSearchForm = ({
    action,
    query,
    country,
    onSearch,
    onNearMe,
    isLocating,
    isSearching
}: ShopSearchFormProps) => {
    const intl = useIntl()
    const id = useId()
    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const text = String(data.get('q') ?? '').trim()
        if (text) onSearch(text.slice(0, 60), String(data.get('country') ?? country))
    }
    return (
        <form
            role="search"
            aria-label={intl.formatMessage(messages.title)}
            action={action}
            method="get"
            onSubmit={submit}
        >
            <Flex gap={4} direction={{base: 'column', md: 'row'}} align={{md: 'flex-end'}}>
                <FormControl flex="2">
                    <FormLabel htmlFor={`${id}-q`}>{intl.formatMessage(messages.query)}</FormLabel>
                    <Input
                        id={`${id}-q`}
                        name="q"
                        defaultValue={query}
                        key={query}
                        autoComplete="postal-code"
                        maxLength={60}
                    />
                </FormControl>
                <FormControl flex="1">
                    <FormLabel htmlFor={`${id}-country`}>{intl.formatMessage(messages.country)}</FormLabel>
                    <Select id={`${id}-country`} name="country" defaultValue={country} key={country}>
                        {STORE_COUNTRIES.map((code) => (
                            <option key={code} value={code}>
                                {countryName(code, intl.locale)}
                            </option>
                        ))}
                    </Select>
                </FormControl>
                <Button
                    type="submit"
                    isLoading={isSearching}
                    loadingText={intl.formatMessage(messages.searching)}
                    flexShrink={0}
                >
                    {intl.formatMessage(messages.search)}
                </Button>
            </Flex>
            <Button
                variant="link"
                mt={4}
                onClick={onNearMe}
                isLoading={isLocating}
                loadingText={intl.formatMessage(messages.locating)}
            >
                {intl.formatMessage(messages.nearMe)}
            </Button>
        </form>
    )
}
