import {Box, Heading} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Carousel} from '../../../components/carousel'
import {ListBadgeRules} from '../../../components/product-badges'
import {ProductTile, TILE_RATIO} from '../../../components/product-tile'
import {HydrateLater} from '../../../hydration/hydrate-later'
import type {ProductCarousel} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {CtaLink} from '../shared/cta-link'
import {useCarouselProducts} from './use-carousel-products'

const messages = defineMessages({
    products: {id: 'content.productCarousel.label', defaultMessage: 'Products'}
})

/** One slide is about 45% of a phone's width and a third of the 1440px column. */
const SLIDE_SIZES = '(min-width: 1440px) 440px, (min-width: 768px) 31vw, 42vw'
const PLACEHOLDER_SLIDES = 4
/**
 * Slides a screen can show when the page starts (three and a bit on a desktop); the rest hydrate later. Only a
 * carousel that opens the page can be on the first screen: further down, every slide hydrates later (its
 * server HTML shows meanwhile, and a click or focus brings it alive at once).
 */
const SLIDES_ON_SCREEN = 4
const slidesHydratedAtOnce = (position: number | undefined) => (position ? 0 : SLIDES_ON_SCREEN)

/** Shown while a carousel loads after client-side navigation; holds the final height so nothing jumps. */
const Placeholder = () => (
    <Box>
        <Box bg="bg.subtle" sx={{aspectRatio: String(TILE_RATIO)}} />
        <Box h="14px" mt={3} w="70%" bg="bg.subtle" />
        <Box h="14px" mt={2} w="30%" bg="bg.subtle" />
    </Box>
)

/** Real products (category search or chosen ids) with images and prices, in an accessible carousel. */
const ProductCarouselBlock = ({item, position}: BlockProps<ProductCarousel>) => {
    const intl = useIntl()
    const eager = slidesHydratedAtOnce(position)
    const {tiles, isLoading} = useCarouselProducts(item)
    if (!isLoading && tiles.length === 0) return null
    const header = (
        <Box display="flex" alignItems="baseline" gap={5} flexWrap="wrap">
            {item.header && (
                <Heading
                    as="h2"
                    fontSize={{base: '2xl', md: '3xl'}}
                    fontWeight={700}
                    textTransform="uppercase"
                    letterSpacing="-0.01em"
                >
                    {item.header}
                </Heading>
            )}
            {item.cta?.ctaLink && item.cta.ctaText && (
                <CtaLink href={item.cta.ctaLink} variant="underline">
                    {item.cta.ctaText}
                </CtaLink>
            )}
        </Box>
    )
    return (
        <ListBadgeRules>
            <BlockSection px={GUTTER} mb={{base: 12, md: 20}}>
                <Carousel
                    label={item.header || intl.formatMessage(messages.products)}
                    header={header}
                    bleed={GUTTER.base}
                >
                    {isLoading
                        ? Array.from({length: PLACEHOLDER_SLIDES}, (_, index) => <Placeholder key={index} />)
                        : tiles.map((tile, index) =>
                              index < eager ? (
                                  <ProductTile key={tile.id} tile={tile} sizes={SLIDE_SIZES} />
                              ) : (
                                  <HydrateLater key={tile.id}>
                                      <ProductTile tile={tile} sizes={SLIDE_SIZES} />
                                  </HydrateLater>
                              )
                          )}
                </Carousel>
            </BlockSection>
        </ListBadgeRules>
    )
}

export default ProductCarouselBlock
