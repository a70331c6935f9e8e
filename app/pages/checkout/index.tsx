import {Box, Button, Heading, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link as RouterLink, useLocation} from 'react-router-dom'
import {crossBorderParams, isCrossBorderCountry} from '../../commerce/checkout'
import {useHydrated} from '../../hooks/use-hydrated'
import {assertCheckoutStage} from '../../rules/checkout'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {CheckoutFlow} from './checkout-flow'
import {CheckoutFrame, StepsSkeleton, SummarySkeleton} from './checkout-skeleton'
import {CrossBorderStart} from './cross-border-start'
import {checkoutMessages as messages} from './messages'

const validStage = (search: string) => {
    const stage = new URLSearchParams(search).get('stage')
    if (stage === null) return true
    try {
        assertCheckoutStage(stage)
        return true
    } catch {
        return false
    }
}

/**
 * /checkout, /checkout-delivery (optional validated `stage`) and /checkout-globale share this wrapper
 * (spec 001 §2.1-§2.2). Private and never stored; the server renders the frame with skeletons, and
 * everything about the shopper loads in the browser.
 */
const CheckoutPage = () => {
    const intl = useIntl()
    const {pathname, search} = useLocation()
    const {site, buildUrl} = useSite()
    const hydrated = useHydrated()
    const stageOk = validStage(search)
    useCachePolicy('private', stageOk ? undefined : 400)
    const params = crossBorderParams(search)
    const crossBorder =
        params &&
        (/\/checkout-globale$/.test(pathname) || isCrossBorderCountry(site.country, params.glCountry))
            ? params
            : undefined

    return (
        <Box id="checkout-container">
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            {!stageOk ? (
                <Stack align="center" spacing={6} py={24} px={4} textAlign="center">
                    <Heading as="h1" size="md">
                        {intl.formatMessage(messages.invalidStage)}
                    </Heading>
                    <Button as={RouterLink} to={buildUrl('/checkout')}>
                        {intl.formatMessage(messages.restart)}
                    </Button>
                </Stack>
            ) : !hydrated ? (
                <CheckoutFrame
                    steps={<StepsSkeleton />}
                    summary={<SummarySkeleton />}
                    mobileSummary={<SummarySkeleton />}
                />
            ) : crossBorder ? (
                <CrossBorderStart params={crossBorder} />
            ) : (
                <CheckoutFlow />
            )}
        </Box>
    )
}

export default CheckoutPage
