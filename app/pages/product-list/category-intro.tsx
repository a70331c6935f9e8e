import {memo} from 'react'
import {Box, Heading, Stack} from '@chakra-ui/react'
import {ReadMore} from '../../content/blocks/generic-copy/read-more'
import type {ContentJson} from '../../content/content-types'
import {RichText} from '../../content/html/rich-text'
import type {CategoryContent} from '../../content/model'
import {blockFor} from '../../content/registry'
import {ContentBlock} from '../../content/render'
import {repeatsListingTitle} from '../../rules/listing/banner-heading'

export interface CategoryIntroProps {
    title: string
    content: CategoryContent | null | undefined
}

/**
 * The CMS filter banner may ask to be the page's H1; the listing always renders its own H1 (the category or
 * top banner header), so the banner's header is kept as a plain heading to leave exactly one H1 on the page,
 * and left out when it only repeats that H1.
 */
const underTitle = (banner: CategoryContent['filterBanner'], title: string): ContentJson | undefined => {
    if (!banner) return undefined
    const {header, ...rest} = banner as {header?: {copy?: string}}
    if (!header) return banner as unknown as ContentJson
    if (repeatsListingTitle(header.copy ?? '', title)) return rest as ContentJson
    return {...rest, header: {...header, isH1: false}} as ContentJson
}

/**
 * A listing block is shown only once the storefront has a block for its schema: the default renderer's plain
 * text ('Filter by' without its buttons) would be noise at the top of every listing.
 */
const ListingBlock = ({item}: {item: ContentJson | undefined}) =>
    item && blockFor(item._meta?.schema) ? <ContentBlock item={item} /> : null

/**
 * The top of a category listing: the heading and the top banner's introduction (collapsed to 50px behind
 * Read More / Read Less), then the CMS listing blocks: countdown strip, visual filter carousel, filter banner.
 */
export const CategoryIntro = memo(function CategoryIntro({title, content}: CategoryIntroProps) {
    const copy = content?.topBanner?.copy
    return (
        <Stack spacing={{base: 5, md: 6}}>
            <Box maxW="3xl">
                <Heading
                    as="h1"
                    fontSize={{base: '2xl', md: '4xl'}}
                    fontWeight={600}
                    letterSpacing="-0.01em"
                    lineHeight={1.1}
                >
                    {title}
                </Heading>
                {copy && (
                    <Box mt={3} color="text.secondary" fontSize="sm" maxW="600px">
                        {content?.topBanner?.readMore === false ? (
                            <RichText html={copy} />
                        ) : (
                            <ReadMore>
                                <RichText html={copy} />
                            </ReadMore>
                        )}
                    </Box>
                )}
            </Box>
            <ListingBlock item={content?.countdownStrip as unknown as ContentJson | undefined} />
            <ListingBlock item={content?.visualFilterCarousel as unknown as ContentJson | undefined} />
            <ListingBlock item={underTitle(content?.filterBanner, title)} />
        </Stack>
    )
})
