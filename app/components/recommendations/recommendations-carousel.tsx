import {Box, Heading, Skeleton} from '@chakra-ui/react'
import {useMemo} from 'react'
import {useRecoTracking} from '../../analytics/hooks/use-reco-tracking'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import {useRecommendations, type RecommendationMode} from '../../commerce/catalog/use-recommendations'
import {useSite} from '../../site/site-context'
import {Carousel} from '../carousel'
import {indexCategories} from '../mega-menu/category-index'
import {ProductTile, tileModel, type TileSource} from '../product-tile'

/** The recommender each recommendation type reports as (spec 001 §7.3 viewReco/clickReco). */
const RECOMMENDER_NAMES: Record<RecommendationMode, string> = {
    1: 'pdp-cross-sell',
    2: 'pdp-up-sell',
    3: 'pdp-similar'
}

export interface RecommendationsCarouselProps {
    productId: string
    title: string
    mode?: RecommendationMode
}

/** A carousel of recommended products ('You may also like'); nothing at all when there are none. */
export const RecommendationsCarousel = ({productId, title, mode = 3}: RecommendationsCarouselProps) => {
    const {currency} = useSite()
    const {products, isLoading} = useRecommendations(productId, mode)
    const reco = useRecoTracking(
        RECOMMENDER_NAMES[mode],
        useMemo(
            () => products.map((product) => ({id: product.id, name: product.name, price: product.price})),
            [products]
        )
    )
    const tree = useCategoryTree()
    // Tiles link to the product link helper's path: the category trail of the product's primary category.
    const categories = useMemo(() => indexCategories(tree.data), [tree.data])
    const trailOf = (categoryId: string | undefined) =>
        (categoryId && categories.get(categoryId)?.path.split('/').filter(Boolean)) ||
        (categoryId ? [categoryId] : [])
    if (!isLoading && products.length === 0) return null
    const heading = (
        <Heading as="h2" fontSize={{base: 'xl', md: '2xl'}} fontWeight={600} letterSpacing="tight">
            {title}
        </Heading>
    )
    if (isLoading) {
        return (
            <Box aria-hidden="true">
                {heading}
                <Box display="flex" gap={4} mt={6} overflow="hidden">
                    {[0, 1, 2, 3].map((index) => (
                        <Skeleton
                            key={index}
                            flex="0 0 auto"
                            w={{base: '42%', md: '23%'}}
                            sx={{aspectRatio: '3 / 4'}}
                        />
                    ))}
                </Box>
            </Box>
        )
    }
    return (
        <Box ref={reco.container}>
            <Carousel label={title} header={heading} slidesPerView={{base: 2.25, md: 3, lg: 4}}>
                {products.map((product, index) => (
                    <ProductTile
                        key={product.id}
                        tile={tileModel(product as TileSource, {
                            categoryIds: trailOf(product.primaryCategoryId),
                            fallbackCurrency: currency
                        })}
                        sizes="(min-width: 1113px) 22vw, (min-width: 768px) 30vw, 42vw"
                        onClick={() =>
                            reco.onTileClick(
                                {id: product.id, name: product.name, price: product.price},
                                index + 1
                            )
                        }
                    />
                ))}
            </Carousel>
        </Box>
    )
}
