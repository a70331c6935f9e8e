import {Box, Heading} from '@chakra-ui/react'
import {ContentPageView, ContentRoutePage} from '../../components/content-page-layout'
import type {ContentPage} from '../../content/model'
import {UgcEmbed} from '../../integrations/ugc/ugc-embed'
import {GALLERY_MARGIN, GalleryGrid} from './gallery-grid'
import {galleryItems, isGalleryWidget} from './gallery-items'

/**
 * Route 'social-gallery' (/sportedbyyou): the CMS introduction, then the community gallery from the UGC
 * provider's gallery script (spec 001 §2.5; loaded once social media cookies are allowed). Until then, or if
 * the provider fails, the photos the editors placed in the gallery widget show in the brand's own grid; the
 * page's other blocks follow.
 */
const SocialGallery = () => (
    <ContentRoutePage<ContentPage> rule="path">
        {(page, preview) => {
            const blocks = Array.isArray(page.tabContent) ? page.tabContent : []
            const widget = blocks.find((block) => isGalleryWidget(block)) as
                | Record<string, unknown>
                | undefined
            const rest = {...page, tabContent: blocks.filter((block) => !isGalleryWidget(block))}
            const title = typeof widget?.title === 'string' ? widget.title : undefined
            return (
                <ContentPageView page={rest} noindex={preview}>
                    <Box
                        as="section"
                        m={GALLERY_MARGIN}
                        aria-labelledby={title ? 'gallery-title' : undefined}
                    >
                        {title ? (
                            <Heading
                                as="h2"
                                id="gallery-title"
                                size="md"
                                textAlign="center"
                                mb={{base: 6, md: 8}}
                            >
                                {title}
                            </Heading>
                        ) : null}
                        <UgcEmbed
                            kind="gallery"
                            galleryId={
                                typeof widget?.galleryId === 'string' ? widget.galleryId : 'sportedbyyou'
                            }
                            fallback={<GalleryGrid items={galleryItems(widget)} inset={false} />}
                        />
                    </Box>
                </ContentPageView>
            )
        }}
    </ContentRoutePage>
)

export default SocialGallery
