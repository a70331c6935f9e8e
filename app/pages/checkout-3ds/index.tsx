import {useEffect, useRef, useState} from 'react'
import {Heading, Spinner, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {markPaymentCancelled} from '../../commerce/basket'
import {
    challengeResultFrom,
    isCancelledResult,
    storedOrderId,
    useCheckoutBasket,
    useCompleteChallenge
} from '../../commerce/checkout'
import {useSession} from '../../commerce/session'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {paymentKindOf} from '../../rules/checkout'
import {useCachePolicy} from '../../site/use-cache-policy'
import type {CheckoutNavigationState} from '../checkout/checkout-flow'

const messages = defineMessages({
    title: {id: 'checkout3ds.title', defaultMessage: 'Confirming your payment'},
    heading: {id: 'checkout3ds.heading', defaultMessage: 'Confirming your payment…'},
    body: {
        id: 'checkout3ds.body',
        defaultMessage: 'This only takes a moment. Please do not close or refresh this page.'
    }
})

/**
 * /checkout3ds: where the card issuer's 3-D Secure challenge and the provider's hosted payment page (PayPal,
 * Klarna, Afterpay) return. The result in the query goes to the order's payment
 * (updatePaymentInstrumentForOrder); paid → confirmation, otherwise the order is failed (its basket re-opens,
 * nothing lost) and the shopper is back at the payment step with the reason.
 */
const CheckoutThreeDsPage = () => {
    const intl = useIntl()
    const history = useHistory()
    const {search} = useLocation()
    const {buildUrl} = useSite()
    const {isReady} = useSession()
    const {reload} = useCheckoutBasket()
    const complete = useCompleteChallenge(reload)
    const started = useRef(false)
    useCachePolicy('private')
    // Spec 000 §4: the basket is not fetched or created "if payment was cancelled". Set during the first
    // render, before any effect (the basket loader's included) runs, so this load leaves the basket alone while
    // the order is failed and its basket re-opened, then read again.
    useState(() => {
        if (typeof window !== 'undefined' && isCancelledResult(challengeResultFrom(search)))
            markPaymentCancelled()
    })

    useEffect(() => {
        if (!isReady || started.current) return
        started.current = true
        void complete(challengeResultFrom(search, storedOrderId())).then((outcome) => {
            if (outcome.kind === 'confirmed') {
                history.replace(buildUrl(`/checkout/confirmation/${encodeURIComponent(outcome.orderNo)}`))
                return
            }
            const redirectMethod = outcome.methodId && paymentKindOf(outcome.methodId) === 'redirect'
            const state: CheckoutNavigationState = {
                paymentProblem:
                    outcome.kind === 'cancelled' && redirectMethod
                        ? 'redirect-cancelled'
                        : redirectMethod
                        ? 'redirect-refused'
                        : 'challenge-failed',
                ...(outcome.methodId ? {paymentMethodId: outcome.methodId} : {})
            }
            history.replace({pathname: buildUrl('/checkout'), state})
        })
    }, [isReady, complete, search, history, buildUrl])

    return (
        <Stack
            align="center"
            textAlign="center"
            spacing={5}
            py={{base: 20, md: 32}}
            px={4}
            aria-live="polite"
        >
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Spinner size="lg" thickness="2px" />
            <Heading as="h1" size="md">
                {intl.formatMessage(messages.heading)}
            </Heading>
            <Text color="text.secondary" maxW="sm">
                {intl.formatMessage(messages.body)}
            </Text>
        </Stack>
    )
}

export default CheckoutThreeDsPage
