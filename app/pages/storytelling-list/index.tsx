import {Box, Heading} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useParams} from 'react-router-dom'
import {GridSkeleton, TileGrid} from '../../components/product-grid'
import {PageHead} from '../../components/seo/page-head'
import type {ContentJson} from '../../content/content-types'
import {RichText} from '../../content/html/rich-text'
import {SCHEMAS, type StorytellingPage} from '../../content/model'
import {ContentBlock} from '../../content/render'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {titleWithoutBrand} from '../product-list/category-head'
import {ListingContainer} from '../product-list/listing-container'
import {storySegments} from './story-segments'
import {useEditorialPage} from './use-editorial-page'
import {useSourceProducts} from './use-source-products'

const messages = defineMessages({
    products: {id: 'storytelling.products', defaultMessage: '{title}: products'}
})

const StoryView = ({page}: {page: StorytellingPage}) => {
    const intl = useIntl()
    const {tiles, isLoading} = useSourceProducts(page.products)
    const segments = storySegments(tiles, page.stories)
    const label = intl.formatMessage(messages.products, {title: page.title})
    let shown = 0
    return (
        <ListingContainer>
            <PageHead
                title={titleWithoutBrand(page.seoTitle) || page.title}
                description={page.seoDescription}
            />
            <Box maxW="3xl" pt={{base: 8, md: 14}} pb={{base: 8, md: 12}}>
                <Heading as="h1" fontSize={{base: '3xl', md: '5xl'}} fontWeight={600} letterSpacing="-0.02em">
                    {page.title}
                </Heading>
                {page.copy && (
                    <RichText html={page.copy} mt={4} color="text.secondary" fontSize={{md: 'lg'}} />
                )}
            </Box>
            {isLoading && <GridSkeleton />}
            {segments.map((segment, index) => {
                if (segment.kind === 'story') {
                    return (
                        <Box key={`story-${index}`} my={{base: 10, md: 16}} mx={{base: -4, md: -8, xl: -10}}>
                            <ContentBlock item={segment.content as unknown as ContentJson} position={index} />
                        </Box>
                    )
                }
                const priorityCount = shown === 0 ? 4 : 0
                shown += segment.tiles.length
                return (
                    <Box key={`products-${index}`} mb={{base: 8, md: 12}}>
                        <TileGrid tiles={segment.tiles} label={label} priorityCount={priorityCount} />
                    </Box>
                )
            })}
        </ListingContainer>
    )
}

/** Storytelling product list (/shop/landing/{key}): editorial copy and stories between product rows. */
const StorytellingList = () => {
    const {deliveryKey} = useParams<{deliveryKey: string}>()
    const {data: page, isLoading} = useEditorialPage<StorytellingPage & ContentJson>(
        `shop/landing/${deliveryKey}`
    )
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
    if (!page || page._meta?.schema !== SCHEMAS.storytellingPage) return <NotFound />
    return <StoryView page={page} />
}

export default StorytellingList
