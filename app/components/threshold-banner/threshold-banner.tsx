import {Box, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {usePersonalisedContent} from '../../analytics/personalisation/use-personalised-content'
import {useContentByKey} from '../../content/use-content'
import {useVariation} from '../../content/variations/use-variation'
import type {ContentJson} from '../../content/content-types'
import {basketThresholdMessage} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {siteContentKey} from '../_app/content-keys'
import {thresholdContent, thresholdProgress} from './threshold-bands'

/** The CMS key (spec 001 §3.3; per site: us/, eu/, au/). */
export const THRESHOLD_CONTENT_NAME = 'basket-threshold-banner'

const Banner = ({block, subtotal}: {block: ContentJson; subtotal: number}) => {
    const body = useVariation(block)
    const {locale} = useIntl()
    const content = thresholdContent(body)
    const message = content
        ? basketThresholdMessage(subtotal, content.standard, content.express, locale)
        : undefined
    if (!content || !message) return null
    const progress = thresholdProgress(subtotal, content)
    return (
        <Box
            bg={content.colours?.background ?? 'bg.subtle'}
            color={content.colours?.text ?? 'text.primary'}
            px={4}
            py={3}
            data-testid="threshold-banner"
            data-kind={message.kind}
        >
            <Text fontSize="sm" fontWeight={500} role="status">
                {message.text}
            </Text>
            <Box mt={2} h="3px" bg="rgba(17, 17, 17, 0.12)" aria-hidden>
                <Box
                    h="100%"
                    w={`${Math.round(progress * 100)}%`}
                    bg="brand.ink"
                    transition="width 300ms ease"
                />
            </Box>
        </Box>
    )
}

/**
 * The free-delivery banner of the bag (spec 001 §4.5): the CMS thresholds and copy, with the message chosen
 * by the basket threshold rule for the bag's subtotal ({0} is the amount still to spend). Which CMS item is
 * the personalisation service's choice (its cart delivery key, spec 001 §7.3), the standard one otherwise.
 */
export const ThresholdBanner = ({subtotal}: {subtotal: number}) => {
    const {site, config} = useSite()
    const {key: name} = usePersonalisedContent(
        'cart-delivery',
        'CART',
        'basket',
        'cartDeliveryKey',
        THRESHOLD_CONTENT_NAME
    )
    const {data} = useContentByKey(siteContentKey(name, site, config))
    return data ? <Banner block={data} subtotal={subtotal} /> : null
}

/**
 * For the bag page: the standard banner's content, read while the page is server-rendered. The banner itself
 * waits for the shopper's basket (browser only); with its content already in the page's state, the bag's
 * first load does not fetch the content SDK unless personalisation chose another item.
 */
export const usePreloadedThresholdContent = () => {
    const {site, config} = useSite()
    useContentByKey(siteContentKey(THRESHOLD_CONTENT_NAME, site, config))
}
