import {memo} from 'react'
import {Box, Link, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {useStorefrontHref} from '../link/use-storefront-href'

export * from './category-trail'

const messages = defineMessages({
    label: {id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb'},
    home: {id: 'breadcrumbs.home', defaultMessage: 'Home'}
})

export interface BreadcrumbItem {
    label: string
    /** Storefront path without the site prefix. */
    path: string
}

export interface BreadcrumbsProps {
    /** From the top level down; the last item is the current page. Home is added in front. */
    items: BreadcrumbItem[]
}

/** Schema.org BreadcrumbList for a trail, with absolute URLs (Home first). */
export const breadcrumbStructuredData = (items: BreadcrumbItem[], absoluteUrl: (path: string) => string) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        item: absoluteUrl(item.path)
    }))
})

/** A breadcrumb trail: a labelled navigation landmark, the current page marked with aria-current. */
const BreadcrumbsView = ({items}: BreadcrumbsProps) => {
    const intl = useIntl()
    const toHref = useStorefrontHref()
    if (!items.length) return null
    const trail = [{label: intl.formatMessage(messages.home), path: '/'}, ...items]
    return (
        <Box as="nav" aria-label={intl.formatMessage(messages.label)}>
            {/* One line on phones (scrolls sideways when long): a trail that wraps differently once the web font
                arrives would move the whole page below it. */}
            <Box
                as="ol"
                display="flex"
                flexWrap={{base: 'nowrap', md: 'wrap'}}
                whiteSpace={{base: 'nowrap', md: 'normal'}}
                overflowX={{base: 'auto', md: 'visible'}}
                sx={{scrollbarWidth: 'none', '&::-webkit-scrollbar': {display: 'none'}}}
                listStyleType="none"
                fontSize="xs"
                color="text.muted"
            >
                {trail.map((item, index) => {
                    const current = index === trail.length - 1
                    return (
                        <Box as="li" key={item.path} display="flex" alignItems="center">
                            {index > 0 && (
                                <Text as="span" aria-hidden="true" mx={2}>
                                    /
                                </Text>
                            )}
                            {current ? (
                                <Text as="span" aria-current="page" color="text.primary">
                                    {item.label}
                                </Text>
                            ) : (
                                <Link as={RouterLink} to={toHref(item.path)} _hover={{color: 'text.primary'}}>
                                    {item.label}
                                </Link>
                            )}
                        </Box>
                    )
                })}
            </Box>
        </Box>
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const Breadcrumbs = memo(BreadcrumbsView)
