import {Box} from '@chakra-ui/react'
import {useContentByKey} from '../../content/use-content'
import {ContentBlock} from '../../content/render'
import {useSite} from '../../site/site-context'
import {SHELL_CONTENT, siteContentKey} from './content-keys'

/**
 * The site-wide announcement strip above the header (spec 001 §2.6): the site's stripe item, loaded during
 * SSR and rendered by the content blocks' site-stripe component (which also handles variations, the
 * home-page rule and both stripe forms).
 */
export const SiteStripeSlot = () => {
    const {site, config} = useSite()
    const {data} = useContentByKey(siteContentKey(SHELL_CONTENT.siteStripe, site, config))
    // Clipped: a strip whose messages scroll sideways must never widen the page.
    return (
        <Box overflow="hidden">
            <ContentBlock item={data} />
        </Box>
    )
}
