import {Box, Grid} from '@chakra-ui/react'
import {Skeleton, SkeletonText} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import {useLocation, useParams} from 'react-router-dom'
import {useProduct} from '../../commerce/catalog/use-products'
import {asProductDoc} from '../../components/variation-selector/product-document'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {pdpMessages} from './messages'
import {ProductDetail} from './product-detail'
import {productIdFromParams, type ProductRouteParams} from './product-url'

type Params = ProductRouteParams & Partial<Record<`cat${1 | 2 | 3 | 4 | 5 | 6}`, string>>

const CATEGORY_PARAMS = ['cat1', 'cat2', 'cat3', 'cat4', 'cat5', 'cat6'] as const

/** While a product loads after an in-app navigation (the server always sends it ready). */
const ProductSkeleton = () => {
    const intl = useIntl()
    return (
        <Box
            maxW="shell"
            mx="auto"
            px={{base: 4, md: 6, lg: 10}}
            py={8}
            role="status"
            aria-busy="true"
            aria-label={intl.formatMessage(pdpMessages.loading)}
        >
            <Grid templateColumns={{base: '1fr', md: '1.45fr 1fr'}} gap={{base: 6, lg: 16}}>
                <Skeleton sx={{aspectRatio: '4 / 5'}} />
                <SkeletonText noOfLines={6} spacing={4} />
            </Grid>
        </Box>
    )
}

/**
 * Route 'product': /{cats...}/{slug}-{id}.html, /product/{id} and /products/{id}?edit={itemId}. The page
 * depends only on its URL, so shared caches may keep it; an unknown product is the not-found page (404).
 */
const ProductDetailPage = () => {
    const params = useParams<Params>()
    const {search} = useLocation()
    useCachePolicy('catalogue')
    const productId = productIdFromParams(params)
    const {data, isLoading, error} = useProduct(productId, {pageNeedsIt: true})
    const product = asProductDoc(data)
    // Unknown products resolve to null (404); any other failure is the error page's (spec 000 §8).
    if (error && !product) throw error
    if (!productId || (!product && !isLoading)) return <NotFound />
    if (!product) return <ProductSkeleton />
    const pathCategoryIds = CATEGORY_PARAMS.flatMap((name) => (params[name] ? [params[name] as string] : []))
    const editItemId = new URLSearchParams(search).get('edit') ?? undefined
    return (
        <ProductDetail
            key={product.id}
            product={product}
            pathCategoryIds={pathCategoryIds}
            editItemId={editItemId}
        />
    )
}

export default ProductDetailPage
