import {Box, Grid, Stack} from '@chakra-ui/react'
import {ResponsiveImage} from '../../../components/image'
import {RichText} from '../../html/rich-text'
import type {TwoColumnBanner} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {BlockSection, GUTTER} from '../shared/block-section'
import {BlockVideo} from '../shared/block-video'
import {CtaLink} from '../shared/cta-link'

/** Spec 001 §3.3: imageWidth 'Half' or other (a third); imagePosition 'Left' or other (right). */
export const twoColumnLayout = (options: TwoColumnBanner['displayOptions']) => {
    const half = (options?.imageWidth ?? 'Half') === 'Half'
    const left = (options?.imagePosition ?? 'Left') === 'Left'
    // The image column is one share; the copy takes one (half) or two (third).
    const copy = half ? '1fr' : '2fr'
    return {
        columns: left ? `1fr ${copy}` : `${copy} 1fr`,
        imageOrder: left ? 0 : 1,
        imageSizes: half ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 33vw, 100vw'
    }
}

/** Imagery beside editorial copy; stacked image-first on phones. */
const TwoColumnBannerBlock = ({item}: BlockProps<TwoColumnBanner>) => {
    const layout = twoColumnLayout(item.displayOptions)
    const image = item.media?.image
    const ctas = (item.ctaList ?? []).filter((cta) => cta?.ctaText && cta.ctaLink)
    return (
        <BlockSection anchorID={item.anchorID} px={GUTTER} mb={{base: 10, md: 16}}>
            <Grid
                templateColumns={{base: '1fr', md: layout.columns}}
                bg={item.displayOptions?.backgroundColour || 'bg.subtle'}
                alignItems="stretch"
            >
                <Box
                    order={{base: 0, md: layout.imageOrder}}
                    data-testid="two-column-image"
                    position="relative"
                >
                    {image ? (
                        <ResponsiveImage
                            source={image}
                            alt={item.media?.imageAltText ?? ''}
                            ratio={{base: 4 / 3, md: 4 / 5}}
                            sizes={layout.imageSizes}
                        />
                    ) : item.media?.video ? (
                        <Box sx={{aspectRatio: {base: String(4 / 3), md: String(4 / 5)}}} />
                    ) : null}
                    {item.media?.video && <BlockVideo video={item.media.video} showPoster={!image} />}
                </Box>
                <Stack
                    justify="center"
                    spacing={6}
                    px={{base: 6, md: 12, xl: 20}}
                    py={{base: 10, md: 16}}
                    maxW={{md: '620px'}}
                >
                    <RichText
                        html={item.copy}
                        sx={{
                            h2: {
                                fontSize: {base: '3xl', md: '4xl'},
                                textTransform: 'uppercase',
                                lineHeight: 1
                            },
                            p: {fontSize: {base: 'md', md: 'lg'}}
                        }}
                    />
                    {ctas.length > 0 && (
                        <Stack direction="row" spacing={3} wrap="wrap">
                            {ctas.map((cta, index) => (
                                <CtaLink
                                    key={`${cta.ctaLink}-${index}`}
                                    href={cta.ctaLink}
                                    variant="secondary"
                                >
                                    {cta.ctaText}
                                </CtaLink>
                            ))}
                        </Stack>
                    )}
                </Stack>
            </Grid>
        </BlockSection>
    )
}

export default TwoColumnBannerBlock
