import {Box, Flex, Heading, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {ResponsiveImage} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {BlockProps} from '../../render/block-props'
import {FilterButton} from './filter-button'
import {filterBannerView, type FilterBannerItem} from './filter-rows'
import {filterBannerMessages as messages} from './messages'
import {useFilterBanner} from './use-filter-banner'

/** Spec 001 §9: "PLP banner max width 600px". */
const MAX_WIDTH = '600px'

const headingSize = (size: string | undefined, fallback: string) =>
    size && /^\d{1,3}(px|rem)$/.test(size) ? size : fallback

/**
 * Listing filter banners (spec 001 §2.6, §3.3, §4.5): category, sale and url variants. Each button toggles its
 * refinement on the listing through the URL (`?limit=24&refine=…&sort=best-matches`), the "all" option clears
 * every selection, sale rows allow one choice each, and every click is reported to the data layer. Url
 * options are navigation tiles.
 */
const FilterBannerBlock = ({item}: BlockProps<FilterBannerItem>) => {
    const intl = useIntl()
    const {isSelected, click, report} = useFilterBanner()
    const view = filterBannerView(item)
    if (!view.rows.length && !view.links.length) return null
    const {header} = view
    const label = header?.copy || view.intro || intl.formatMessage(messages.label)
    return (
        <Box as="section" aria-label={label} maxW={MAX_WIDTH} data-testid="filter-banner">
            {header?.copy && (
                <Heading
                    as={header.isH1 ? 'h1' : 'h2'}
                    fontSize={{
                        base: headingSize(header.sizeMobile, 'xl'),
                        md: headingSize(header.size, '2xl')
                    }}
                    fontWeight={header.weight === 'regular' ? 400 : 600}
                    color={header.colour}
                    textAlign={header.positioning === 'centre' ? 'center' : 'left'}
                    mb={3}
                >
                    {header.copy}
                </Heading>
            )}
            {view.intro && (
                <Text textStyle="label" fontSize="2xs" color="text.secondary" mb={2}>
                    {view.intro}
                </Text>
            )}
            {view.rows.map((row) => (
                <Flex
                    key={row.kind}
                    role="group"
                    aria-label={intl.formatMessage(row.kind === 'size' ? messages.size : messages.category)}
                    wrap="wrap"
                    gap={2}
                    mb={2}
                >
                    {row.options.map((option) => (
                        <FilterButton
                            key={`${option.copy}|${option.filter}`}
                            label={option.copy}
                            selected={isSelected(option, row)}
                            accent={view.accent}
                            dataLabel={option.dataLabel}
                            onClick={() => click(option, row)}
                        />
                    ))}
                </Flex>
            ))}
            {view.links.length > 0 && (
                <Flex
                    as="ul"
                    aria-label={intl.formatMessage(messages.shopBy)}
                    listStyleType="none"
                    gap={3}
                    overflowX="auto"
                    pb={1}
                >
                    {view.links.map((option) => (
                        <Box as="li" key={`${option.copy}|${option.url ?? ''}`} flex="0 0 auto" w="120px">
                            <ContentLink
                                href={option.url}
                                display="block"
                                data-label={option.dataLabel}
                                onClick={() => report('selection', option.copy)}
                                _hover={{textDecoration: 'none'}}
                            >
                                {option.image && (
                                    <Box position="relative" bg="bg.subtle" mb={2}>
                                        <ResponsiveImage
                                            source={option.image}
                                            alt=""
                                            ratio={1}
                                            sizes="120px"
                                            widths={[120, 240]}
                                        />
                                    </Box>
                                )}
                                <Text fontSize="sm" fontWeight={600}>
                                    {option.copy}
                                </Text>
                            </ContentLink>
                        </Box>
                    ))}
                </Flex>
            )}
        </Box>
    )
}

export default FilterBannerBlock
