import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useParams} from 'react-router-dom'
import {GridSkeleton, TileGrid} from '../../components/product-grid'
import {ResponsiveImage} from '../../components/image'
import {PageHead} from '../../components/seo/page-head'
import type {ContentJson} from '../../content/content-types'
import {SCHEMAS, type SetsBuilder} from '../../content/model'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {titleWithoutBrand} from '../product-list/category-head'
import {ListingContainer} from '../product-list/listing-container'
import {useEditorialPage} from '../storytelling-list/use-editorial-page'
import {useSourceProducts} from '../storytelling-list/use-source-products'

const messages = defineMessages({
    step: {id: 'setsBuilder.step', defaultMessage: 'Step {number}'},
    products: {id: 'setsBuilder.products', defaultMessage: '{title}: products'}
})

type SetEntry = SetsBuilder['sets'][number]

/** One step of the set: its products with their own tiles and prices. */
const SetRow = ({entry, number, first}: {entry: SetEntry; number: number; first: boolean}) => {
    const intl = useIntl()
    const {tiles, isLoading} = useSourceProducts(entry.products)
    const headingId = `set-${number}`
    return (
        <Box
            as="section"
            aria-labelledby={headingId}
            py={{base: 8, md: 12}}
            borderTop="1px solid"
            borderColor="border.subtle"
        >
            <Flex align="baseline" gap={4} mb={{base: 5, md: 8}}>
                <Text
                    fontSize="xs"
                    fontWeight={600}
                    letterSpacing="wider"
                    textTransform="uppercase"
                    color="text.muted"
                >
                    {intl.formatMessage(messages.step, {number})}
                </Text>
                <Heading as="h2" id={headingId} fontSize={{base: 'xl', md: '2xl'}} fontWeight={600}>
                    {entry.title}
                </Heading>
            </Flex>
            {isLoading ? (
                <GridSkeleton count={4} />
            ) : (
                <TileGrid
                    tiles={tiles}
                    label={intl.formatMessage(messages.products, {title: entry.title})}
                    priorityCount={first ? 4 : 0}
                />
            )}
        </Box>
    )
}

const SetsView = ({page}: {page: SetsBuilder}) => {
    const sets = Array.isArray(page.sets) ? page.sets : []
    return (
        <ListingContainer>
            <PageHead
                title={titleWithoutBrand(page.seoTitle) || page.title}
                description={page.seoDescription}
            />
            <Flex
                direction={{base: 'column', md: 'row'}}
                gap={{base: 6, md: 12}}
                align="center"
                py={{base: 6, md: 12}}
            >
                <Stack spacing={4} flex="1" maxW="xl">
                    <Heading
                        as="h1"
                        fontSize={{base: '3xl', md: '5xl'}}
                        fontWeight={600}
                        letterSpacing="-0.02em"
                    >
                        {page.title}
                    </Heading>
                    {page.copy && (
                        <Text color="text.secondary" fontSize={{md: 'lg'}}>
                            {page.copy}
                        </Text>
                    )}
                </Stack>
                {page.heroImage && (
                    <Box flex="1" w="full">
                        <ResponsiveImage
                            source={page.heroImage}
                            alt=""
                            ratio={{base: 4 / 3, md: 3 / 2}}
                            sizes="(min-width: 768px) 50vw, 100vw"
                            priority
                        />
                    </Box>
                )}
            </Flex>
            {sets.map((entry, index) => (
                <SetRow
                    key={`${entry.title}-${index}`}
                    entry={entry}
                    number={index + 1}
                    first={index === 0}
                />
            ))}
        </ListingContainer>
    )
}

/** Sets product list (/sets-builder/{key}): pieces designed to be worn together, step by step. */
const SetsBuilderPage = () => {
    const {deliveryKey} = useParams<{deliveryKey: string}>()
    const {data: page, isLoading} = useEditorialPage<SetsBuilder & ContentJson>(`sets-builder/${deliveryKey}`)
    useCachePolicy('content')
    if (isLoading) {
        return (
            <ListingContainer>
                <Box pt={14}>
                    <GridSkeleton />
                </Box>
            </ListingContainer>
        )
    }
    if (!page || page._meta?.schema !== SCHEMAS.setsBuilder) return <NotFound />
    return <SetsView page={page} />
}

export default SetsBuilderPage
