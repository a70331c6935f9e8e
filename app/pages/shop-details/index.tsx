import {Box, Button, Grid, Heading, Stack} from '@chakra-ui/react'
import {Skeleton} from '../../components/skeleton'
import {useStores} from '@salesforce/commerce-sdk-react'
import {useIntl} from 'react-intl'
import {useParams} from 'react-router-dom'
import {Breadcrumbs} from '../../components/breadcrumbs'
import {Link} from '../../components/link'
import {PageHead} from '../../components/seo/page-head'
import {
    ClickAndCollectFlag,
    mapsSearchUrl,
    OpeningHours,
    StoreAddress,
    storeDetailsPath,
    storeMessages,
    type StoreInfo
} from '../../components/store-card'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {shopDetailsMessages as messages} from './messages'
import {storeStructuredData} from './store-structured-data'

/** Shop ids are URL slugs; anything else cannot be a shop and is not sent to the platform. */
const STORE_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/i

/**
 * Route 'shop-details' (/shop-details/{store}): one shop by id — address, contact, the week's opening hours,
 * click and collect, and a map search link (no embedded map). An unknown shop is the not-found page.
 */
const ShopDetails = () => {
    const intl = useIntl()
    const {config, buildUrl} = useSite()
    const {store: storeId = ''} = useParams<{store?: string}>()
    const valid = STORE_ID.test(storeId)
    useCachePolicy('catalogue')
    const query = useStores({parameters: {ids: storeId}}, {enabled: valid})
    const store = (query.data?.data ?? []).find((candidate) => candidate?.id === storeId) as
        | StoreInfo
        | undefined

    if (!valid || (!store && !query.isLoading)) return <NotFound />
    const finder = intl.formatMessage(messages.shopFinder)
    if (!store) {
        return (
            <Box maxW="container.lg" mx="auto" px={{base: 5, md: 10}} py={12}>
                <Skeleton h="40px" w="60%" mb={6} />
                <Skeleton h="200px" />
            </Box>
        )
    }
    const name = store.name ?? store.id
    const url = `https://${config.app.productionHost}${buildUrl(storeDetailsPath(store))}`
    return (
        <Box
            maxW="container.lg"
            mx="auto"
            px={{base: 5, md: 10}}
            pt={{base: 4, md: 6}}
            pb={{base: 12, md: 20}}
        >
            <PageHead
                title={name}
                description={intl.formatMessage(messages.description, {name})}
                canonicalPath={storeDetailsPath(store)}
                structuredData={[storeStructuredData(store, url)]}
            />
            <Breadcrumbs
                items={[
                    {label: finder, path: '/shop-finder'},
                    {label: name, path: storeDetailsPath(store)}
                ]}
            />
            <Stack spacing={3} pt={{base: 8, md: 12}} pb={8}>
                <Heading as="h1" size="xl">
                    {name}
                </Heading>
                <Box>
                    <ClickAndCollectFlag store={store} />
                </Box>
            </Stack>
            <Grid templateColumns={{base: '1fr', md: '1fr 1fr'}} gap={{base: 10, md: 16}}>
                <Box as="section" aria-labelledby="shop-address">
                    <Heading as="h2" id="shop-address" size="label" mb={4}>
                        {intl.formatMessage(messages.visit)}
                    </Heading>
                    <StoreAddress store={store} />
                    <Button as={Link} href={mapsSearchUrl(store)} variant="secondary" mt={6}>
                        {intl.formatMessage(storeMessages.directions)}
                    </Button>
                </Box>
                <Box as="section" aria-labelledby="shop-hours">
                    <Heading as="h2" id="shop-hours" size="label" mb={4}>
                        {intl.formatMessage(storeMessages.openingHours)}
                    </Heading>
                    <OpeningHours store={store} caption={false} />
                </Box>
            </Grid>
            <Box mt={12}>
                <Link href="/shop-finder" variant="inline">
                    {intl.formatMessage(messages.backToFinder)}
                </Link>
            </Box>
        </Box>
    )
}

export default ShopDetails
