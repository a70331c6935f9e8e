import {Box, Button, Flex, Heading, Link, ListItem, Stack, Text, UnorderedList} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import type {ProductSearchResult} from '../../commerce/catalog/use-product-search'
import {isSpellingCorrection} from '../../rules/listing/spelling-suggestion'
import {usePopularSuggestions} from '../../commerce/catalog/use-search-suggestions'
import {useStorefrontHref} from '../../components/link/use-storefront-href'
import {RECENT_SEARCH_LIMITS, useRecentSearches} from '../../components/search-suggestions/recent-searches'
import {searchPath} from '../../components/search-suggestions/search-path'
import {searchMessages} from './messages'
import {TermLinks} from './term-links'

/** How many popular searches the no-results page and the empty search page suggest. */
export const POPULAR_SEARCH_COUNT = 8

/** The platform's spelling suggestions for the phrase ("Did you mean"): real corrections only, never the
 * phrase itself nor anything built from markup in it. */
export const spellingSuggestions = (result: ProductSearchResult | undefined, term: string): string[] => {
    const phrases = (result?.searchPhraseSuggestions?.suggestedPhrases ?? [])
        .map((suggestion) => suggestion.phrase)
        .filter((phrase): phrase is string => typeof phrase === 'string' && phrase.trim().length > 0)
    return [...new Set(phrases)].filter((phrase) => isSpellingCorrection(term, phrase)).slice(0, 3)
}

/**
 * Popular and recent searches and the way into the collection, for pages without results. The phrase that
 * found nothing is not offered again as a recent search.
 */
export const SearchHelp = ({exclude = ''}: {exclude?: string}) => {
    const intl = useIntl()
    const toHref = useStorefrontHref()
    const popular = usePopularSuggestions(POPULAR_SEARCH_COUNT)
    const recent = useRecentSearches(RECENT_SEARCH_LIMITS.noResults, exclude)
    return (
        <Stack spacing={8}>
            <TermLinks
                heading={intl.formatMessage(searchMessages.recent)}
                terms={recent.terms}
                action={
                    <Button
                        variant="link"
                        fontSize="xs"
                        onClick={recent.clear}
                        aria-label={intl.formatMessage(searchMessages.clearRecentLabel)}
                    >
                        {intl.formatMessage(searchMessages.clearRecent)}
                    </Button>
                }
            />
            <TermLinks heading={intl.formatMessage(searchMessages.popular)} terms={popular.phrases} />
            <Flex as="nav" aria-label={intl.formatMessage(searchMessages.explore)} gap={3} wrap="wrap">
                <Button as={RouterLink} to={toHref('/shop/new-arrivals')} variant="primary">
                    {intl.formatMessage(searchMessages.newArrivals)}
                </Button>
                <Button as={RouterLink} to={toHref('/shop/new-arrivals/bestsellers')} variant="secondary">
                    {intl.formatMessage(searchMessages.bestsellers)}
                </Button>
            </Flex>
        </Stack>
    )
}

export interface NoResultsProps {
    term: string
    result: ProductSearchResult | undefined
}

/** The search found nothing: the phrase, spelling help and suggestions of where to go instead. */
export const NoResults = ({term, result}: NoResultsProps) => {
    const intl = useIntl()
    const toHref = useStorefrontHref()
    const suggestions = spellingSuggestions(result, term)
    return (
        <Box maxW="3xl" py={{base: 8, md: 14}}>
            <Heading as="h1" fontSize={{base: '2xl', md: '3xl'}} fontWeight={600} lineHeight={1.2}>
                {intl.formatMessage(searchMessages.noResultsHeading, {term})}
            </Heading>
            {suggestions.length > 0 && (
                <Text mt={4} fontSize="md">
                    {intl.formatMessage(searchMessages.didYouMean)}{' '}
                    {suggestions.map((phrase, index) => (
                        <span key={phrase}>
                            {index > 0 && ', '}
                            <Link as={RouterLink} to={toHref(searchPath(phrase))} fontWeight={600}>
                                {phrase}
                            </Link>
                        </span>
                    ))}
                    ?
                </Text>
            )}
            <Box as="section" mt={8} aria-label={intl.formatMessage(searchMessages.tipsHeading)}>
                <Heading
                    as="h2"
                    fontSize="xs"
                    fontWeight={600}
                    letterSpacing="wider"
                    textTransform="uppercase"
                >
                    {intl.formatMessage(searchMessages.tipsHeading)}
                </Heading>
                <UnorderedList mt={3} spacing={1} fontSize="sm" color="text.secondary">
                    <ListItem>{intl.formatMessage(searchMessages.tipSpelling)}</ListItem>
                    <ListItem>{intl.formatMessage(searchMessages.tipGeneral)}</ListItem>
                    <ListItem>{intl.formatMessage(searchMessages.tipFewer)}</ListItem>
                </UnorderedList>
            </Box>
            <Box mt={10}>
                <SearchHelp exclude={term} />
            </Box>
        </Box>
    )
}
