import {useCallback, useMemo} from 'react'
import {useEngagementClicks} from '../../analytics/personalisation/use-engagement-clicks'
import {useChosenContent} from '../../analytics/personalisation/use-chosen-content'
import {Box} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useCategoryTree, type Category} from '../../commerce/catalog/use-categories'
import {siteContentKey} from '../../components/_app/content-keys'
import {Breadcrumbs, categoryListingPath, categoryTrail} from '../../components/breadcrumbs'
import type {GridSpot} from '../../components/product-grid'
import type {ContentJson} from '../../content/content-types'
import type {CategoryContent} from '../../content/model'
import {ContentBlocks} from '../../content/render'
import {useContentByKey} from '../../content/use-content'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {CategoryHead} from './category-head'
import {CategoryIntro} from './category-intro'
import {CategoryRecommendations} from '../../components/recommendations/category-recommendations'
import {ListingBody} from './listing-body'
import {ListingContainer} from './listing-container'
import {listingMessages} from './messages'
import {useListingResults} from './use-listing-results'

const standardKey = (id: string) => `category/${id}`

/** The CMS listing item of a category (`category/{id}`, under the site's prefix), or the one given. */
export const useCategoryContent = (id: string, key = standardKey(id)) => {
    const {site, config} = useSite()
    return useContentByKey<CategoryContent & ContentJson>(siteContentKey(key, site, config))
}

/**
 * The listing item the personalisation service chooses for this category (its plp-content campaign, spec 001
 * §7.3), the standard item meanwhile and whenever it chooses nothing; with the click handler that reports
 * engagement with the chosen item.
 */
const useChosenCategoryContent = (id: string) => {
    const chosen = useChosenContent({
        campaign: 'plp-content',
        pageType: 'CATEGORY',
        location: id,
        field: 'contentKey',
        fallback: standardKey(id)
    })
    const standard = useCategoryContent(id)
    const personal = useCategoryContent(id, chosen.key)
    return {
        content: personal.data ?? standard.data,
        onClick: useEngagementClicks(personal.data ? chosen.decisionId : undefined),
        probe: chosen.probe
    }
}

const spotsOf = (content: CategoryContent | null | undefined): GridSpot<ContentJson>[] =>
    (Array.isArray(content?.gridContentSpots) ? content?.gridContentSpots ?? [] : []).map((spot) => ({
        position: spot.position,
        content: spot.content as ContentJson
    }))

/** A category listing (spec 001 §2.1 category lists; the sale pages are the sale category's lists). */
export const CategoryView = ({category}: {category: Category}) => {
    const intl = useIntl()
    useCachePolicy('catalogue')
    const tree = useCategoryTree()
    const {content, onClick: onContentClick, probe} = useChosenCategoryContent(category.id)
    const results = useListingResults({cgid: category.id})
    const trail = useMemo(() => {
        const found = categoryTrail(tree.data, category.id)
        return found.length ? found : [category]
    }, [tree.data, category])
    const breadcrumbs = useMemo(
        () =>
            trail.map((entry, index) => ({
                label: entry.name ?? entry.id,
                path: categoryListingPath(trail.slice(0, index + 1))
            })),
        [trail]
    )
    const trailIds = useMemo(() => trail.map((entry) => entry.id), [trail])
    const categoryIdsFor = useCallback(() => trailIds, [trailIds])
    const name = category.name ?? category.id
    const title = content?.topBanner?.header || name
    const spots = useMemo(() => spotsOf(content), [content])
    const analyticsList = useMemo(() => ({type: 'category' as const, id: category.id}), [category.id])
    const belowGrid = useMemo(
        () =>
            Array.isArray(content?.belowGrid) && (
                <Box pt={{base: 12, md: 16}} onClick={onContentClick}>
                    <ContentBlocks items={content?.belowGrid as ContentJson[]} />
                </Box>
            ),
        [content, onContentClick]
    )
    return (
        <ListingContainer>
            {probe}
            <CategoryHead
                category={category}
                title={title}
                path={categoryListingPath(trail)}
                breadcrumbs={breadcrumbs}
                content={content}
                results={results}
            />
            <Box pt={{base: 4, md: 6}} pb={{base: 5, md: 8}}>
                <Breadcrumbs items={breadcrumbs} />
                <Box mt={{base: 4, md: 6}} onClick={onContentClick}>
                    <CategoryIntro title={title} content={content} />
                </Box>
            </Box>
            <ListingBody
                results={results}
                gridLabel={intl.formatMessage(listingMessages.products, {name})}
                spots={spots}
                categoryIdsFor={categoryIdsFor}
                analyticsList={analyticsList}
            />
            <CategoryRecommendations categoryId={category.id} />
            {belowGrid}
        </ListingContainer>
    )
}
