import {memo} from 'react'
import {useIntl} from 'react-intl'
import {PAGE_SIZE} from '../../commerce/catalog/listing-query'
import type {Category} from '../../commerce/catalog/use-categories'
import {breadcrumbStructuredData, type BreadcrumbItem} from '../../components/breadcrumbs'
import {BRAND_NAME, PageHead} from '../../components/seo/page-head'
import type {CategoryContent} from '../../content/model'
import {stripHtml} from '../../content/html/strip-html'
import type {ListingQuery} from '../../rules/listing'
import {useSite} from '../../site/site-context'
import {listingMessages} from './messages'
import type {ListingResults} from './use-listing-results'

/**
 * Whether the URL is a variant of the listing (filtered, sorted or resized) rather than one of its plain
 * pages. Variants are noindex with the plain listing as canonical: they repeat its products in another order or
 * subset, and indexing every filter combination would spread the listing thin.
 */
export const isListingVariant = (query: ListingQuery): boolean =>
    Object.keys(query.refine).length > 0 ||
    query.sort !== undefined ||
    (query.limit !== undefined && query.limit !== PAGE_SIZE)

/** PageHead adds the brand; titles authored with it already ("Leggings | VELA") would show it twice. */
export const titleWithoutBrand = (title: string | undefined) =>
    (title ?? '').replace(new RegExp(`\\s*[|\\-–]\\s*${BRAND_NAME}\\s*$`, 'i'), '').trim()

/** A plain page of the listing: `?offset=48` for the third page, nothing for the first. */
export const pagePath = (path: string, offset: number) => (offset > 0 ? `${path}?offset=${offset}` : path)

export interface CategoryHeadProps {
    category: Category
    title: string
    /** The category's listing path (canonical). */
    path: string
    breadcrumbs: BreadcrumbItem[]
    content: CategoryContent | null | undefined
    results: ListingResults
}

/**
 * Title, description, canonical, prev/next and structured data for a category listing. Plain pages are
 * canonical to themselves and linked with prev/next; variants point at the plain listing and are noindex.
 */
export const CategoryHead = memo(function CategoryHead({
    category,
    title,
    path,
    breadcrumbs,
    content,
    results
}: CategoryHeadProps) {
    const intl = useIntl()
    const {config, buildUrl} = useSite()
    const absolute = (target: string) => `https://${config.app.productionHost}${buildUrl(target)}`
    const variant = isListingVariant(results.query)
    const offset = variant ? 0 : results.query.offset
    const page = Math.floor(offset / PAGE_SIZE) + 1
    const name = category.name ?? title
    const baseTitle =
        titleWithoutBrand(category.pageTitle) || intl.formatMessage(listingMessages.pageTitle, {name})
    const description =
        category.pageDescription ||
        stripHtml(content?.topBanner?.copy) ||
        intl.formatMessage(listingMessages.pageDescription, {name})
    const shownEnd = results.offset + (results.result?.hits?.length ?? 0)
    return (
        <PageHead
            title={
                page > 1
                    ? intl.formatMessage(listingMessages.pageNumber, {title: baseTitle, page})
                    : baseTitle
            }
            description={description}
            canonicalPath={pagePath(path, offset)}
            noindex={variant}
            prev={
                !variant && offset > 0 ? absolute(pagePath(path, Math.max(0, offset - PAGE_SIZE))) : undefined
            }
            next={!variant && results.hasMore ? absolute(pagePath(path, shownEnd)) : undefined}
            structuredData={[
                breadcrumbStructuredData(breadcrumbs, absolute),
                {
                    '@context': 'https://schema.org',
                    '@type': 'CollectionPage',
                    name: title,
                    url: absolute(path)
                }
            ]}
        />
    )
})
