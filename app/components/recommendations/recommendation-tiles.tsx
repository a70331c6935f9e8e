import type {ReactNode} from 'react'
import {Box, Grid} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {defineMessages, useIntl} from 'react-intl'
import type {Product} from '../../commerce/catalog/use-products'
import {recommendationTilePrice} from '../../rules/price/recommendation-price'
import {useSite} from '../../site/site-context'
import {Carousel, type CarouselProps, type SlidesPerView} from '../carousel'
import {ListBadgeRules} from '../product-badges'
import {gridLayout} from '../product-grid/grid-layout'
import {ProductTile, TILE_RATIO, tileModel, type TileSource} from '../product-tile'
import {QuickViewButton} from '../quick-view'
import {useProductTrail} from './use-product-trail'
import {useRecoTracking} from '../../analytics/hooks/use-reco-tracking'

const messages = defineMessages({
    addToBag: {id: 'recommendations.addToBag', defaultMessage: 'Add to bag: {name}'}
})

export interface RecommendationTilesProps {
    /** The recommender's name, reported with views and clicks. */
    recommenderName: string
    /** The personalisation service's id for this set of recommendations, carried back by views and clicks. */
    recoUUID?: string
    /** Names the list for assistive technology. */
    label: string
    header?: ReactNode
    /** The products in order; `undefined` entries are still loading (their place is kept). */
    products: readonly (Product | undefined)[]
    layout?: 'carousel' | 'grid'
    slidesPerView?: SlidesPerView
    /** Each tile offers adding to the bag (through the quick view, where size and colour are chosen). */
    addToBag?: boolean
    autoScroll?: CarouselProps['autoScroll']
    bleed?: number
}

const SIZES = '(min-width: 1113px) 22vw, (min-width: 768px) 30vw, 42vw'

const Placeholder = () => (
    <Box aria-hidden="true">
        <Skeleton sx={{aspectRatio: String(TILE_RATIO)}} />
        <Skeleton h="14px" mt={3} w="70%" />
        <Skeleton h="14px" mt={2} w="30%" />
    </Box>
)

/**
 * Recommended products as tiles, in a carousel or a grid. Tile prices follow the recommendation price rule
 * (spec 001 §4.5); views and clicks are reported for the recommender (spec 001 §7.3).
 */
export const RecommendationTiles = ({
    recommenderName,
    recoUUID,
    label,
    header,
    products,
    layout = 'carousel',
    slidesPerView,
    addToBag = false,
    autoScroll,
    bleed
}: RecommendationTilesProps) => {
    const intl = useIntl()
    const {currency} = useSite()
    const trailOf = useProductTrail()
    const loaded = products.filter((product): product is Product => Boolean(product))
    const reco = useRecoTracking(
        recommenderName,
        loaded.map((product) => ({id: product.id, name: product.name, price: product.price})),
        recoUUID
    )
    const tiles = products.map((product, index) => {
        if (!product) return <Placeholder key={`placeholder-${index}`} />
        const tile = tileModel(product as TileSource, {
            categoryIds: trailOf(product.primaryCategoryId),
            fallbackCurrency: currency
        })
        const price = recommendationTilePrice(product as TileSource & {c_standardPrice?: number})
        return (
            <ProductTile
                key={product.id}
                tile={{
                    ...tile,
                    price: {
                        ...price,
                        currency: tile.price.currency,
                        hideMarkdownPrice: tile.price.hideMarkdownPrice
                    }
                }}
                sizes={SIZES}
                onClick={() =>
                    reco.onTileClick({id: product.id, name: product.name, price: product.price}, index + 1)
                }
                action={
                    addToBag ? (
                        <QuickViewButton
                            productId={product.id}
                            name={tile.name}
                            compact
                            label={intl.formatMessage(messages.addToBag, {name: tile.name})}
                            icon="bag"
                        />
                    ) : undefined
                }
            />
        )
    })
    return (
        <ListBadgeRules>
            <Box ref={reco.container}>
                {layout === 'grid' ? (
                    <Box as="section" aria-label={label}>
                        {header ? <Box mb={{base: 4, md: 6}}>{header}</Box> : null}
                        <Grid as="ul" listStyleType="none" {...gridLayout()}>
                            {tiles.map((tile, index) => (
                                <Box as="li" key={index}>
                                    {tile}
                                </Box>
                            ))}
                        </Grid>
                    </Box>
                ) : (
                    <Carousel
                        label={label}
                        header={header}
                        slidesPerView={slidesPerView}
                        autoScroll={autoScroll}
                        bleed={bleed}
                    >
                        {tiles}
                    </Carousel>
                )}
            </Box>
        </ListBadgeRules>
    )
}
