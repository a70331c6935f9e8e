import {Box} from '@chakra-ui/react'
import type {ContentJson} from '../../content/content-types'
import type {CmsEntry, ContentPage, LandingPage} from '../../content/model'
import {SCHEMAS} from '../../content/model/schemas'
import {ContentBlock} from '../../content/render'
import {PageHead} from '../seo/page-head'
import {CmsEntryView} from './cms-entry-view'
import {ContentPageView} from './content-page-view'
import {LandingView} from './landing-view'

export interface PageBodyProps {
    item: ContentJson
    noindex?: boolean
}

/**
 * A page-level CMS item rendered by its schema: content pages, landing pages and CMS entries have page
 * layouts; anything else (a single block published at a page's key) is shown through the block registry.
 */
export const PageBody = ({item, noindex}: PageBodyProps) => {
    switch (item._meta?.schema) {
        case SCHEMAS.contentPage:
            return <ContentPageView page={item as unknown as ContentPage} noindex={noindex} />
        case SCHEMAS.landingPage:
            return <LandingView page={item as unknown as LandingPage} noindex={noindex} />
        case SCHEMAS.cmsEntry:
            return <CmsEntryView entry={item as unknown as CmsEntry} noindex={noindex} />
        default:
            return (
                <Box py={{base: 8, md: 12}}>
                    <PageHead title={item._meta?.name} noindex={noindex} />
                    <ContentBlock item={item} />
                </Box>
            )
    }
}
