import {ContentPageView, ContentRoutePage} from '../../components/content-page-layout'
import type {ContentPage} from '../../content/model'
import {GalleryGrid} from './gallery-grid'
import {galleryItems, isGalleryWidget} from './gallery-items'

/**
 * Route 'social-gallery' (/sportedbyyou): the CMS introduction, then the community gallery. The third-party
 * gallery script has no offline stand-in, so the photos the editors placed in the gallery widget are shown
 * in the brand's own grid instead; the page's other blocks follow.
 */
const SocialGallery = () => (
    <ContentRoutePage<ContentPage> rule="path">
        {(page, preview) => {
            const blocks = Array.isArray(page.tabContent) ? page.tabContent : []
            const widget = blocks.find((block) => isGalleryWidget(block)) as
                | Record<string, unknown>
                | undefined
            const rest = {...page, tabContent: blocks.filter((block) => !isGalleryWidget(block))}
            return (
                <ContentPageView page={rest} noindex={preview}>
                    <GalleryGrid
                        title={typeof widget?.title === 'string' ? widget.title : undefined}
                        items={galleryItems(widget)}
                    />
                </ContentPageView>
            )
        }}
    </ContentRoutePage>
)

export default SocialGallery
