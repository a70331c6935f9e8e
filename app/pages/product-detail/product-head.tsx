import {memo} from 'react'
import {PageHead} from '../../components/seo/page-head'
import type {GalleryImage} from '../../components/product-gallery/gallery-model'
import {
    bagAvailability,
    masterIdOf,
    priceForSelection,
    type ProductDoc,
    type Selection
} from '../../components/variation-selector'
import {useSite} from '../../site/site-context'
import type {TrailStep} from './category-trail'
import {productStructuredData} from './product-structured-data'
import {withPromotionalPrice} from '../../rules/price/promotional-price'

export interface ProductHeadProps {
    product: ProductDoc
    selection: Selection
    images: GalleryImage[]
    trail: TrailStep[]
    /** The product link helper's path for the master: every colour, size and category route names one page. */
    canonicalPath: string
}

/**
 * Title, description, canonical (the product link helper's path for the master, so every colour, size and
 * category route of one product names one page) and the Product + BreadcrumbList structured data. Built from
 * the server's document only: the same for every shopper.
 */
const ProductHeadView = ({product, selection, images, trail, canonicalPath}: ProductHeadProps) => {
    const {config, buildUrl, currency} = useSite()
    const name = product.name ?? product.id
    const origin = `https://${config.app.productionHost}`
    const colourOnly = {color: selection.color}
    const stock = bagAvailability(product, colourOnly)
    const structuredData = productStructuredData({
        id: masterIdOf(product),
        name,
        description: product.shortDescription,
        images,
        price: withPromotionalPrice(
            priceForSelection(product, colourOnly, undefined),
            product.productPromotions,
            product.price
        ),
        currency: product.currency ?? currency,
        availability: !stock.outOfStock ? 'InStock' : stock.comingSoon ? 'PreOrder' : 'OutOfStock',
        url: origin + buildUrl(canonicalPath),
        path: canonicalPath,
        origin,
        trail,
        buildUrl
    })
    return (
        <PageHead
            title={name}
            description={product.pageDescription ?? product.shortDescription}
            canonicalPath={canonicalPath}
            image={images[0]?.url}
            structuredData={structuredData}
        />
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const ProductHead = memo(ProductHeadView)
