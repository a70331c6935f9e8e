import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {ResponsiveImage} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {ColumnBanner, Column} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {BlockVideo} from '../shared/block-video'
import {CtaLink} from '../shared/cta-link'
import {columnBasis, columnLayout} from './column-layout'

const GAP = '16px'

const ColumnCard = ({column, imageOnly}: {column: Column; imageOnly: boolean}) => {
    const ctas = (column.ctas ?? []).filter((cta) => cta?.ctaText && cta.ctaLink)
    const image = (column.image || column.video) && (
        <Box position="relative">
            {column.image ? (
                <ResponsiveImage
                    source={column.image}
                    alt={column.imageAltText ?? column.header ?? ''}
                    ratio={4 / 5}
                    sizes="(min-width: 768px) 33vw, 82vw"
                    widths={[320, 480, 640, 800, 1000]}
                />
            ) : (
                <Box sx={{aspectRatio: String(4 / 5)}} />
            )}
            {column.video && <BlockVideo video={column.video} showPoster={!column.image} />}
        </Box>
    )
    if (imageOnly)
        return ctas[0] ? (
            <ContentLink href={ctas[0].ctaLink} display="block">
                {image}
            </ContentLink>
        ) : (
            <>{image}</>
        )
    return (
        <Stack spacing={4} bg={column.backgroundColour} h="100%">
            {image}
            <Stack spacing={2} px={column.backgroundColour ? 5 : 0} pb={column.backgroundColour ? 5 : 0}>
                {column.header && (
                    <Heading
                        as="h3"
                        fontSize={{base: 'lg', md: 'xl'}}
                        fontWeight={700}
                        textTransform="uppercase"
                    >
                        {column.header}
                    </Heading>
                )}
                {column.copy && (
                    <Text color="text.secondary" lineHeight={1.6}>
                        {column.copy}
                    </Text>
                )}
                {ctas.map((cta, index) => (
                    <Box key={`${cta.ctaLink}-${index}`}>
                        <CtaLink href={cta.ctaLink} variant="underline">
                            {cta.ctaText}
                        </CtaLink>
                    </Box>
                ))}
            </Stack>
        </Stack>
    )
}

/** Columns of image, copy and links; they scroll sideways when there are too many for the layout. */
const ColumnBannerBlock = ({item}: BlockProps<ColumnBanner>) => {
    const columns = (item.columns ?? []).filter(Boolean)
    if (!columns.length) return null
    const layout = columnLayout(item.displayOptions, columns.length)
    const scrolls = {base: layout.mobileCarousel, md: layout.desktopCarousel}
    return (
        <BlockSection anchorID={item.anchorID} px={GUTTER} mb={{base: 12, md: 20}}>
            {item.header && (
                <Heading
                    as="h2"
                    fontSize={{base: '2xl', md: '3xl'}}
                    fontWeight={700}
                    textTransform="uppercase"
                    mb={{base: 5, md: 8}}
                >
                    {item.header}
                </Heading>
            )}
            <Flex
                as="ul"
                listStyleType="none"
                gap={GAP}
                flexWrap={{base: scrolls.base ? 'nowrap' : 'wrap', md: scrolls.md ? 'nowrap' : 'wrap'}}
                overflowX={{base: scrolls.base ? 'auto' : 'visible', md: scrolls.md ? 'auto' : 'visible'}}
                // A phone carousel runs to the screen edges, like the product carousels.
                mx={{base: scrolls.base ? -GUTTER.base : 0, md: 0}}
                px={{base: scrolls.base ? GUTTER.base : 0, md: 0}}
                sx={{
                    scrollPaddingInline: {
                        base: scrolls.base ? `var(--chakra-space-${GUTTER.base})` : 0,
                        md: 0
                    },
                    scrollSnapType: 'x mandatory',
                    scrollbarWidth: 'none',
                    '&::-webkit-scrollbar': {display: 'none'}
                }}
            >
                {columns.map((column, index) => (
                    <Box
                        as="li"
                        key={index}
                        flex="0 0 auto"
                        flexBasis={columnBasis(layout, columns.length, GAP)}
                        sx={{scrollSnapAlign: 'start'}}
                    >
                        <ColumnCard column={column} imageOnly={Boolean(item.displayOptions?.isImageOnly)} />
                    </Box>
                ))}
            </Flex>
        </BlockSection>
    )
}

export default ColumnBannerBlock
