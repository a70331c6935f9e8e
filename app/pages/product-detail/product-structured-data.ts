import {breadcrumbStructuredData} from '../../components/breadcrumbs'
import type {GalleryImage} from '../../components/product-gallery/gallery-model'
import {BRAND_NAME} from '../../components/seo/page-head'
import type {PriceView} from '../../components/variation-selector/live-overlay'
import type {TrailStep} from './category-trail'

export interface StructuredDataInput {
    id: string
    name: string
    description?: string
    images: GalleryImage[]
    price: PriceView
    currency: string
    availability: 'InStock' | 'OutOfStock' | 'PreOrder'
    /** Absolute URL of the product page (its canonical). */
    url: string
    /** The canonical path (unprefixed), the breadcrumb's last step. */
    path: string
    /** Absolute URL of the site root and each category step. */
    origin: string
    trail: TrailStep[]
    buildUrl: (path: string) => string
}

/** schema.org Product with its offer(s), and the BreadcrumbList of the page. */
export const productStructuredData = (input: StructuredDataInput): object[] => {
    const {price} = input
    const ranged = typeof price.minPrice === 'number' && typeof price.maxPrice === 'number'
    const availability = `https://schema.org/${input.availability}`
    const offers = ranged
        ? {
              '@type': 'AggregateOffer',
              lowPrice: price.minPrice,
              highPrice: price.maxPrice,
              priceCurrency: input.currency,
              availability,
              url: input.url
          }
        : {
              '@type': 'Offer',
              price: price.price,
              priceCurrency: input.currency,
              availability,
              url: input.url
          }
    const product = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': input.url,
        sku: input.id,
        name: input.name,
        ...(input.description && {description: input.description}),
        image: input.images.map((image) => image.url),
        brand: {'@type': 'Brand', name: BRAND_NAME},
        offers
    }
    const breadcrumbs = breadcrumbStructuredData(
        [
            ...input.trail.map((step) => ({label: step.name, path: step.path})),
            {label: input.name, path: input.path}
        ],
        (path) => input.origin + input.buildUrl(path)
    )
    return [product, breadcrumbs]
}
