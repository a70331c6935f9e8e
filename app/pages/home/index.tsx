import {Box} from '@chakra-ui/react'
import {Helmet} from 'react-helmet'
import {useLocation} from 'react-router-dom'
import {PreviewBanner} from '../../components/preview-toolbar/preview-banner'
import {BRAND_NAME, PageHead} from '../../components/seo/page-head'
import {organizationData, websiteData} from '../../components/seo/site-structured-data'
import type {HomePage} from '../../content/model'
import {ContentBlocks} from '../../content/render'
import {readPreviewDomain, useContentByKey} from '../../content/use-content'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {HomeFallback} from './home-fallback'
import {homeContentKey} from './home-content-key'

/**
 * The home page of each site: the CMS home item's blocks, in order. The HTML depends only on the URL, so
 * shared caches may keep it; previews (/preview/begin, spec 001 §2.1) are never cached and say so.
 */
const Home = () => {
    const {site, config, buildUrl} = useSite()
    const {pathname, search} = useLocation()
    const preview = Boolean(readPreviewDomain(search)) || pathname.endsWith('/preview/begin')
    useCachePolicy(preview ? 'private' : 'content')
    const {data: page, isLoading} = useContentByKey<HomePage & {[field: string]: unknown}>(
        homeContentKey(site, config)
    )
    const blocks = page?.components
    const addresses = {
        origin: `https://${config.app.productionHost}`,
        homePath: buildUrl('/'),
        searchPath: buildUrl('/search')
    }
    return (
        <Box>
            <PreviewBanner />
            <PageHead
                description={page?.seoDescription}
                canonicalPath="/"
                structuredData={[organizationData(BRAND_NAME, addresses), websiteData(BRAND_NAME, addresses)]}
            />
            {/* The CMS title is the full document title (it already names the brand). */}
            {page?.seoTitle && (
                <Helmet>
                    <title>{page.seoTitle}</title>
                    <meta property="og:title" content={page.seoTitle} />
                </Helmet>
            )}
            {Array.isArray(blocks) && blocks.length > 0 ? (
                <ContentBlocks items={blocks} />
            ) : (
                !isLoading && <HomeFallback />
            )}
        </Box>
    )
}

export default Home
