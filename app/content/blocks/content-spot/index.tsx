import {Box, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {ResponsiveImage} from '../../../components/image'
import type {ContentSpot, ContentSpotVariant} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {CtaGroups, mainLinkOf} from '../shared/cta-groups'
import {ContentLink} from '../../links/content-link'
import {BlockVideo} from '../shared/block-video'
import {copyScrim, SCRIM_FADE, scrimGradient} from '../shared/scrim'

/** The image's own shape, requested from the image service; it is cropped (cover) to the cell. */
const SPOT_RATIO = 3 / 4

const JUSTIFY = {top: 'flex-start', centre: 'center', bottom: 'flex-end'} as const

const SpotCopy = ({variant}: {variant: ContentSpotVariant}) => {
    // The copy sits on an image the editor chose: its shade is worked out for the worst image, not this one.
    const {colour, scrim, alpha, tone} = copyScrim(variant.colour)
    const position = variant.copyPosition && variant.copyPosition in JUSTIFY ? variant.copyPosition : 'bottom'
    const edge = {base: 4, md: 6}
    return (
        <Flex
            position="absolute"
            inset={0}
            direction="column"
            justify={JUSTIFY[position]}
            color={colour}
            pointerEvents="none"
            sx={{a: {pointerEvents: 'auto'}}}
        >
            <Box
                px={edge}
                pt={position === 'top' ? edge : SCRIM_FADE}
                pb={position === 'bottom' ? edge : SCRIM_FADE}
                bgImage={alpha > 0 ? scrimGradient(position, scrim) : undefined}
                data-scrim={alpha > 0 ? scrim : undefined}
            >
                <Stack spacing={2}>
                    {variant.tagline && (
                        <Text
                            fontSize="2xs"
                            fontWeight={700}
                            letterSpacing="0.16em"
                            textTransform="uppercase"
                        >
                            {variant.tagline}
                        </Text>
                    )}
                    {variant.header && (
                        // A section of the page it sits in (a listing's grid has no heading of its own): h2.
                        <Heading
                            as="h2"
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
                    <CtaGroups groups={variant.ctaGroups} tone={tone} />
                    {/* Full strength: a faded colour would fall below AA on the shade. */}
                    {variant.tandcs && <Text fontSize="2xs">{variant.tandcs}</Text>}
                </Stack>
            </Box>
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
        <Box position="relative" h="100%" bg="bg.subtle" overflow="hidden">
            {/* Holds the tile's shape on its own; in the product grid the cell may be taller (the tiles
                beside it add their name and price), and the image fills whatever height the cell has. */}
            <Box sx={{aspectRatio: String(SPOT_RATIO)}} />
            {variant.image && (
                <ResponsiveImage
                    source={variant.image}
                    mobileSource={mobileImage}
                    alt={variant.imageAltText ?? ''}
                    ratio={SPOT_RATIO}
                    fill
                    sizes="(min-width: 768px) 33vw, 50vw"
                />
            )}
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
