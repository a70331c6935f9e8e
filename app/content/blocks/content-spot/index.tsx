import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {ResponsiveImage} from '../../../components/image'
import type {ContentSpot, ContentSpotVariant} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {CtaGroups, mainLinkOf} from '../shared/cta-groups'
import {ContentLink} from '../../links/content-link'
import {BlockVideo} from '../shared/block-video'
import {toneOf} from '../shared/tone'

const JUSTIFY = {top: 'flex-start', centre: 'center', bottom: 'flex-end'} as const

/** Light copy sits on a soft shade towards its edge, so it stays legible on pale imagery. */
const SCRIM = {
    top: 'linear-gradient(to bottom, rgba(17, 17, 17, 0.5), rgba(17, 17, 17, 0) 65%)',
    centre: 'rgba(17, 17, 17, 0.25)',
    bottom: 'linear-gradient(to top, rgba(17, 17, 17, 0.5), rgba(17, 17, 17, 0) 65%)'
} as const

const SpotCopy = ({variant}: {variant: ContentSpotVariant}) => {
    const colour = variant.colour || '#ffffff'
    const position = variant.copyPosition && variant.copyPosition in SCRIM ? variant.copyPosition : 'bottom'
    return (
        <Flex
            position="absolute"
            inset={0}
            direction="column"
            justify={JUSTIFY[position]}
            p={{base: 4, md: 6}}
            color={colour}
            bg={toneOf(colour) === 'light' ? SCRIM[position] : undefined}
            pointerEvents="none"
            sx={{a: {pointerEvents: 'auto'}}}
        >
            <Stack spacing={2}>
                {variant.tagline && (
                    <Text fontSize="2xs" fontWeight={700} letterSpacing="0.16em" textTransform="uppercase">
                        {variant.tagline}
                    </Text>
                )}
                {variant.header && (
                    <Heading
                        as="h3"
                        color="inherit"
                        fontSize={{base: 'xl', md: '2xl'}}
                        fontWeight={700}
                        textTransform="uppercase"
                        lineHeight={1}
                    >
                        {variant.header}
                    </Heading>
                )}
                {variant.copy && <Text fontSize="sm">{variant.copy}</Text>}
                <CtaGroups groups={variant.ctaGroups} tone={toneOf(colour)} />
                {variant.tandcs && (
                    <Text fontSize="2xs" opacity={0.8}>
                        {variant.tandcs}
                    </Text>
                )}
            </Stack>
        </Flex>
    )
}

const Spot = ({
    variant,
    mobileImage,
    mobileVideo
}: {
    variant: ContentSpotVariant
    mobileImage?: ContentSpotVariant['image']
    mobileVideo?: ContentSpotVariant['video']
}) => {
    const mainLink = mainLinkOf(variant.ctaGroups)
    return (
        <Box position="relative" h="100%" minH="100%" bg="bg.subtle" overflow="hidden">
            {variant.image && (
                <ResponsiveImage
                    source={variant.image}
                    mobileSource={mobileImage}
                    alt={variant.imageAltText ?? ''}
                    ratio={3 / 4}
                    sizes="(min-width: 768px) 33vw, 50vw"
                />
            )}
            {!variant.image && variant.video && <Box sx={{aspectRatio: String(3 / 4)}} />}
            {(variant.video || mobileVideo) && (
                <BlockVideo video={variant.video} videoMobile={mobileVideo} showPoster={!variant.image} />
            )}
            {mainLink && (
                <ContentLink href={mainLink.link} position="absolute" inset={0} aria-label={mainLink.copy} />
            )}
            <SpotCopy variant={variant} />
        </Box>
    )
}

/**
 * A content tile placed in the product grid. The mobile variant, when it has its own copy, is a separate
 * rendering shown by CSS; otherwise only the image is swapped.
 */
const ContentSpotBlock = ({item}: BlockProps<ContentSpot>) => {
    const desktop = item.desktop
    if (!desktop) return null
    const mobile = item.mobile
    const ownMobileCopy = mobile && (mobile.header !== desktop.header || mobile.copy !== desktop.copy)
    return (
        <Box as="aside" h="100%" bg={item.common?.backgroundColour}>
            {ownMobileCopy ? (
                <>
                    <Box display={{base: 'block', md: 'none'}} h="100%">
                        <Spot variant={{...desktop, ...mobile}} />
                    </Box>
                    <Box display={{base: 'none', md: 'block'}} h="100%">
                        <Spot variant={desktop} />
                    </Box>
                </>
            ) : (
                <Spot variant={desktop} mobileImage={mobile?.image} mobileVideo={mobile?.video} />
            )}
        </Box>
    )
}

export default ContentSpotBlock
