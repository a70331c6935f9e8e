import {Box} from '@chakra-ui/react'
import {ResponsiveImage, type Ratio} from '../../../components/image'
import {ContentLink} from '../../links/content-link'
import type {HeroBanner} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {BlockVideo} from '../shared/block-video'
import {toneOf} from '../shared/tone'
import {HeroCopy} from './hero-copy'

/** Portrait on phones, cinematic from tablet up: the image always fills the width without cropping faces. */
const RATIO: Ratio = {base: 4 / 5, md: 16 / 9, lg: 21 / 9}

/**
 * The campaign hero: full-bleed (or contained) imagery with the title over it. It is usually the page's
 * largest element, so the first hero on a page loads its image eagerly with high fetch priority.
 */
const HeroBannerBlock = ({item, position = 0}: BlockProps<HeroBanner>) => {
    const media = item.media ?? {}
    const image = media.image ?? media.poster
    const colour = item.heroOptions?.mainColor || '#ffffff'
    const tone = toneOf(colour)
    const fullWidth = item.heroOptions?.isFullWidth !== false
    const bannerLink = item.heroOptions?.ctaLink
    const bannerLabel = item.heroOptions?.ctaText || item.textCopy?.title
    return (
        <BlockSection
            anchorID={item.anchorID}
            fullBleed={fullWidth}
            px={fullWidth ? 0 : GUTTER}
            mb={{base: 10, md: 16}}
        >
            <Box position="relative" bg="brand.ink" overflow="hidden">
                {image ? (
                    <ResponsiveImage
                        source={image}
                        mobileSource={media.imageMobile}
                        alt={media.imageAltText ?? ''}
                        ratio={RATIO}
                        sizes={fullWidth ? '100vw' : '(min-width: 1440px) 1360px, 100vw'}
                        priority={position === 0}
                    />
                ) : (
                    <Box sx={{aspectRatio: RATIO}} />
                )}
                {media.video || media.videoMobile ? (
                    <BlockVideo video={media.video} videoMobile={media.videoMobile} showPoster={!image} />
                ) : null}
                {/* Light copy needs a shade under it; dark copy sits on the image as it is. */}
                {tone === 'light' && (
                    <Box
                        position="absolute"
                        inset={0}
                        bgGradient="linear(to-t, blackAlpha.700 0%, blackAlpha.300 45%, transparent 75%)"
                        pointerEvents="none"
                    />
                )}
                {bannerLink && (
                    <ContentLink href={bannerLink} position="absolute" inset={0} aria-label={bannerLabel} />
                )}
                <Box
                    position="absolute"
                    insetX={0}
                    bottom={0}
                    px={GUTTER}
                    pb={{base: 8, md: 14}}
                    maxW="1440px"
                    mx="auto"
                    pointerEvents="none"
                    sx={{'a, button': {pointerEvents: 'auto'}}}
                >
                    <HeroCopy item={item} tone={tone} colour={colour} />
                </Box>
            </Box>
        </BlockSection>
    )
}

export default HeroBannerBlock
