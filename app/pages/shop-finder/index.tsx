import {useEffect, useState} from 'react'
import {Box, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {Breadcrumbs} from '../../components/breadcrumbs'
import {PageHead} from '../../components/seo/page-head'
import {StoreCard} from '../../components/store-card'
import {useStorefrontHref} from '../../components/link/use-storefront-href'
import {readCountryCookie} from '../../engagement/country/country-cookie'
import {shopFinderCountry} from '../../rules/stores/shop-finder-country'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {shopFinderMessages as messages} from './messages'
import {ShopSearchForm} from './search-form'
import {distanceUnitFor, STORE_COUNTRIES, useShopSearch} from './use-shop-search'

const PATH = '/shop-finder'

/**
 * Route 'shop-finder' (/shop-finder): search shops by postcode or town (the search is in the URL, so results
 * come with the first response and links can be shared) or by the shopper's position; each result shows its
 * distance, address, opening hours and whether it offers click and collect. Spec 001 §8 messages when the
 * position or any shop cannot be found.
 */
const ShopFinder = () => {
    const intl = useIntl()
    const {site, locale} = useSite()
    const {search} = useLocation()
    const history = useHistory()
    const toHref = useStorefrontHref()
    useCachePolicy('catalogue')
    const params = new URLSearchParams(search)
    const query = (params.get('q') ?? '').trim().slice(0, 60)
    // The page is cached for every shopper, so the saved country is read only once it is in the browser.
    const [savedCountry, setSavedCountry] = useState<string>()
    useEffect(() => setSavedCountry(readCountryCookie()), [])
    const country = shopFinderCountry({
        offered: STORE_COUNTRIES,
        siteCountry: site.country,
        locale: locale.id,
        requested: params.get('country'),
        saved: savedCountry
    })
    const unit = distanceUnitFor(site.country)
    const shops = useShopSearch(query ? {postalCode: query, countryCode: country} : undefined, unit)
    const title = intl.formatMessage(messages.title)

    const onSearch = (text: string, countryCode: string) => {
        shops.clearPosition()
        history.push(toHref(`${PATH}?${new URLSearchParams({q: text, country: countryCode}).toString()}`))
    }
    const heading = shops.nearMe
        ? intl.formatMessage(messages.resultsNearYou, {count: shops.stores.length})
        : intl.formatMessage(messages.results, {count: shops.stores.length, query})

    return (
        <Box
            maxW="container.lg"
            mx="auto"
            px={{base: 5, md: 10}}
            pt={{base: 4, md: 6}}
            pb={{base: 12, md: 20}}
        >
            <PageHead
                title={title}
                description={intl.formatMessage(messages.description)}
                canonicalPath={PATH}
            />
            <Breadcrumbs items={[{label: title, path: PATH}]} />
            <Stack spacing={4} pt={{base: 8, md: 12}} pb={8}>
                <Heading as="h1" size="xl">
                    {title}
                </Heading>
                <Text color="text.secondary" maxW="2xl">
                    {intl.formatMessage(messages.intro)}
                </Text>
            </Stack>
            <ShopSearchForm
                action={toHref(PATH)}
                query={query}
                country={country}
                onSearch={onSearch}
                onNearMe={shops.searchNearMe}
                isLocating={shops.isLocating}
                isSearching={shops.isSearching}
            />
            <Box mt={10} aria-live="polite">
                {shops.problem === 'location-not-found' ? (
                    <Text role="alert">{intl.formatMessage(messages.locationNotFound)}</Text>
                ) : shops.problem === 'no-results' ? (
                    <Text role="alert">{intl.formatMessage(messages.noResults)}</Text>
                ) : shops.stores.length ? (
                    <>
                        <Heading as="h2" size="sm" mb={2}>
                            {heading}
                        </Heading>
                        {shops.stores.map((store) => (
                            <StoreCard key={store.id} store={store} headingLevel="h3" />
                        ))}
                    </>
                ) : null}
            </Box>
        </Box>
    )
}

export default ShopFinder
