import {Box, Container, Heading} from '@chakra-ui/react'
import {Skeleton} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import {useParams} from 'react-router-dom'
import {PageHead} from '../../components/seo/page-head'
import {SizeGuideContent, sizeGuideMessages, useSizeGuide} from '../../components/size-guide'
import {useCachePolicy} from '../../site/use-cache-policy'

/** The guide's HTML starts with its own h1; the page only adds one when the HTML has none. */
const hasHeading = (html: string | undefined) => Boolean(html && /<h1[\s>]/i.test(html))

/**
 * Route 'size-guide': /size-guide and /size-guide/{productId} (spec 001 §2.5) — the html PWA-GetSizeGuide
 * returns, sanitised, rendered on the server and cached like the catalogue.
 */
const SizeGuidePage = () => {
    const intl = useIntl()
    const {productId} = useParams<{productId?: string}>()
    useCachePolicy('catalogue')
    const {data, isLoading} = useSizeGuide(productId)
    const title = data?.title ?? intl.formatMessage(sizeGuideMessages.title)
    const canonicalPath = productId ? `/size-guide/${encodeURIComponent(productId)}` : '/size-guide'
    return (
        <Container maxW="container.lg" py={{base: 8, md: 14}}>
            <PageHead
                title={title}
                description={intl.formatMessage(sizeGuideMessages.pageDescription)}
                canonicalPath={canonicalPath}
            />
            {!hasHeading(data?.html) ? (
                <Heading as="h1" fontSize={{base: '2xl', md: '3xl'}} mb={6}>
                    {title}
                </Heading>
            ) : null}
            {isLoading ? <Skeleton h="320px" /> : null}
            <Box>
                <SizeGuideContent html={data?.html} />
            </Box>
        </Container>
    )
}

export default SizeGuidePage
