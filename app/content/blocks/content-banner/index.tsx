import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {ResponsiveImage} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {ContentBanner} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {BlockVideo} from '../shared/block-video'
import {CtaGroups, mainLinkOf} from '../shared/cta-groups'
import {toneOf} from '../shared/tone'

/**
 * Banner shapes by editor height: the box keeps this ratio (growing only if the copy needs more room) and the
 * image is requested in the same shape.
 */
const SHAPES: Record<'small' | 'medium' | 'large', {base: number; md: number}> = {
    small: {base: 1, md: 3},
    medium: {base: 4 / 5, md: 21 / 9},
    large: {base: 3 / 4, md: 16 / 9}
}

const ALIGN = {
    left: {justify: 'flex-start', text: 'left', items: 'flex-start'},
    centre: {justify: 'center', text: 'center', items: 'center'},
    right: {justify: 'flex-end', text: 'right', items: 'flex-end'}
} as const

/** An image banner with a headline, supporting copy, CTA groups and small print. */
const ContentBannerBlock = ({item, position = 0}: BlockProps<ContentBanner>) => {
    const options = item.contentOptions ?? {}
    const colour = options.colour || '#111111'
    const tone = toneOf(colour)
    const align = ALIGN[options.alignment ?? 'left'] ?? ALIGN.left
    const mainLink = mainLinkOf(item.ctaGroups)
    const shape = SHAPES[options.height ?? 'medium'] ?? SHAPES.medium
    return (
        <BlockSection anchorID={item.anchorID} px={GUTTER} mb={{base: 10, md: 16}}>
            <Flex
                position="relative"
                overflow="hidden"
                bg="bg.subtle"
                sx={{aspectRatio: shape}}
                align="center"
                justify={align.justify}
                color={colour}
            >
                {options.image && (
                    <ResponsiveImage
                        source={options.image}
                        alt={options.imageAltText ?? ''}
                        fill
                        ratio={shape}
                        sizes="(min-width: 1440px) 1360px, 100vw"
                        priority={position === 0}
                    />
                )}
                {options.video && <BlockVideo video={options.video} showPoster={!options.image} />}
                {(options.topGradient || (tone === 'light' && (options.image || options.video))) && (
                    <Box
                        position="absolute"
                        inset={0}
                        pointerEvents="none"
                        bgGradient={
                            options.topGradient
                                ? 'linear(to-b, blackAlpha.600 0%, blackAlpha.200 50%, blackAlpha.400 100%)'
                                : 'linear(to-r, blackAlpha.500, blackAlpha.200)'
                        }
                    />
                )}
                {mainLink && (
                    <ContentLink
                        href={mainLink.link}
                        position="absolute"
                        inset={0}
                        aria-label={mainLink.copy}
                    />
                )}
                <Stack
                    position="relative"
                    spacing={4}
                    px={{base: 6, md: 16}}
                    py={{base: 10, md: 14}}
                    maxW="640px"
                    textAlign={align.text}
                    alignItems={align.items}
                    pointerEvents="none"
                    sx={{a: {pointerEvents: 'auto'}}}
                >
                    {item.header && (
                        <Heading
                            as="h2"
                            color="inherit"
                            fontSize={{base: '3xl', md: '5xl'}}
                            fontWeight={700}
                            lineHeight={1}
                            letterSpacing="-0.02em"
                            textTransform="uppercase"
                        >
                            {item.header}
                        </Heading>
                    )}
                    {item.subHeader && (
                        <Text fontSize={{base: 'md', md: 'xl'}} lineHeight={1.5}>
                            {item.subHeader}
                        </Text>
                    )}
                    {item.subCopy && (
                        <Text fontSize="md" lineHeight={1.6} opacity={0.9}>
                            {item.subCopy}
                        </Text>
                    )}
                    <CtaGroups groups={item.ctaGroups} tone={tone} justify={align.items} />
                    {item.tandcs && (
                        <Text fontSize="xs" opacity={0.8} pt={2}>
                            {item.tandcs}
                        </Text>
                    )}
                </Stack>
            </Flex>
        </BlockSection>
    )
}

export default ContentBannerBlock
