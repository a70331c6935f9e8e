import {useCallback, useEffect, useMemo} from 'react'
import {Box, Heading, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import type {ProductSearchHit} from '../../commerce/catalog/use-product-search'
import {categoryTrail} from '../../components/breadcrumbs/category-trail'
import {addRecentSearch} from '../../components/search-suggestions/recent-searches'
import {PageHead} from '../../components/seo/page-head'
import {queryParam} from '../../region/url-parts'
import {useCachePolicy} from '../../site/use-cache-policy'
import {ListingBody} from '../product-list/listing-body'
import {ListingContainer} from '../product-list/listing-container'
import {useListingResults} from '../product-list/use-listing-results'
import {searchMessages} from './messages'
import {NoResults, SearchHelp} from './no-results'
import {SearchRedirect} from './search-redirect'
import {searchResultRedirect} from './search-redirects'

/** Longer phrases are cut: the platform rejects them, and nobody types them. */
const MAX_TERM_LENGTH = 256

const SearchResults = ({term}: {term: string}) => {
    const intl = useIntl()
    const results = useListingResults({q: term})
    const tree = useCategoryTree()
    const categoryIdsFor = useCallback(
        (hit: ProductSearchHit) => {
            const primary = (hit as {c_productInfo?: {primaryCategoryId?: string}}).c_productInfo
                ?.primaryCategoryId
            return categoryTrail(tree.data, primary).map((category) => category.id)
        },
        [tree.data]
    )
    const analyticsList = useMemo(() => ({type: 'search' as const, term}), [term])
    const refined = Object.keys(results.query.refine).length > 0
    const redirect = searchResultRedirect(results.result, {refined, tree: tree.data})
    useEffect(() => {
        if (results.result) addRecentSearch(term)
    }, [results.result, term])
    if (redirect) return <SearchRedirect target={redirect.target} />
    if (results.result && results.total === 0 && !refined) {
        return <NoResults term={term} result={results.result} />
    }
    return (
        <>
            <Box pt={{base: 6, md: 10}} pb={{base: 5, md: 8}}>
                <Heading as="h1" fontSize={{base: '2xl', md: '4xl'}} fontWeight={600} letterSpacing="-0.01em">
                    {intl.formatMessage(searchMessages.heading, {term})}
                </Heading>
            </Box>
            <ListingBody
                results={results}
                gridLabel={intl.formatMessage(searchMessages.gridLabel, {term})}
                categoryIdsFor={categoryIdsFor}
                showCategoryRefinement
                analyticsList={analyticsList}
            />
        </>
    )
}

const EmptySearch = () => {
    const intl = useIntl()
    return (
        <Box maxW="3xl" py={{base: 8, md: 14}}>
            <Heading as="h1" fontSize={{base: '2xl', md: '3xl'}} fontWeight={600}>
                {intl.formatMessage(searchMessages.emptyHeading)}
            </Heading>
            <Text mt={3} color="text.secondary">
                {intl.formatMessage(searchMessages.emptyBody)}
            </Text>
            <Box mt={10}>
                <SearchHelp />
            </Box>
        </Box>
    )
}

/**
 * Search results (/search?q=): the listing grid and filters for a phrase, a configured redirect or the one
 * product found, or help when nothing matches. Results pages are noindex: they repeat the catalogue for
 * arbitrary phrases.
 */
const Search = () => {
    const intl = useIntl()
    const {search} = useLocation()
    const term = (queryParam(search, 'q') ?? '').trim().slice(0, MAX_TERM_LENGTH)
    useCachePolicy('catalogue')
    const title = term
        ? intl.formatMessage(searchMessages.title, {term})
        : intl.formatMessage(searchMessages.searchTitle)
    return (
        <ListingContainer>
            <PageHead title={title} canonicalPath="/search" noindex />
            {term ? <SearchResults key={term} term={term} /> : <EmptySearch />}
        </ListingContainer>
    )
}

export default Search
