import type {ReactNode} from 'react'
import {Box, Flex, Heading, Link} from '@chakra-ui/react'
import {Link as RouterLink} from 'react-router-dom'
import {useStorefrontHref} from '../../components/link/use-storefront-href'
import {searchPath} from '../../components/search-suggestions/search-path'

export interface TermLinksProps {
    heading: string
    terms: readonly string[]
    /** An action beside the heading (e.g. clearing recent searches). */
    action?: ReactNode
}

/** A titled row of search phrases, each linking to its results. */
export const TermLinks = ({heading, terms, action}: TermLinksProps) => {
    const toHref = useStorefrontHref()
    if (!terms.length) return null
    return (
        <Box as="section" aria-label={heading}>
            <Flex align="baseline" gap={4} mb={3}>
                <Heading
                    as="h2"
                    fontSize="xs"
                    fontWeight={600}
                    letterSpacing="wider"
                    textTransform="uppercase"
                >
                    {heading}
                </Heading>
                {action}
            </Flex>
            <Flex as="ul" listStyleType="none" wrap="wrap" gap={2}>
                {terms.map((term) => (
                    <Box as="li" key={term}>
                        <Link
                            as={RouterLink}
                            to={toHref(searchPath(term))}
                            display="inline-flex"
                            alignItems="center"
                            h="36px"
                            px={4}
                            fontSize="sm"
                            border="1px solid"
                            borderColor="border.subtle"
                            _hover={{borderColor: 'brand.ink', textDecoration: 'none'}}
                        >
                            {term}
                        </Link>
                    </Box>
                ))}
            </Flex>
        </Box>
    )
}
