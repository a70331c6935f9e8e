import {useEffect, useMemo, useRef, useState} from 'react'
import loadable from '@loadable/component'
import {Box, Heading} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {useCheckoutTracking} from '../../analytics/hooks/use-checkout-tracking'
import {
    basketCheckoutStep,
    useBasketEmail,
    useCheckoutBasket,
    useCheckoutStep,
    useRegisteredEmailOnBasket,
    type CheckoutBasket,
    type PlaceOrderOutcome
} from '../../commerce/checkout'
import {useAddresses, usePaymentInstruments, useRegisteredCustomer} from '../../commerce/customer'
import {usePendingOrder} from '../../commerce/basket'
import {useSession} from '../../commerce/session'
import {useSite} from '../../site/site-context'
import {useSiteOverrides} from '../../site/site-overrides'
import {CheckoutStepPanel, type StepState} from '../../components/checkout-steps'
import {useCheckoutProgress} from '../../components/checkout-steps/use-checkout-progress'
import {needsDelivery} from '../../rules/basket'
import type {SavedAddress} from '../../components/shipping-address-form'
import type {SavedCard} from '../../components/payment-form'
import {checkoutBlockReason, type CartNavigationState} from './checkout-guard'
import {CheckoutFrame, StepsSkeleton, SummarySkeleton} from './checkout-skeleton'
import {EmailStep} from './email-step'
import {checkoutMessages as messages} from './messages'
import {navigateAway} from './navigate-away'
import {MobileOrderSummary, OrderSummary} from './order-summary'
import {applePayFailedIn, type PaymentProblem, type PaymentProblemKind} from './payment-problem'
import {ShippingStep} from './shipping-step'
import {EmailSummary, ShippingSummary} from './step-summaries'

// The payment step (methods, card fields, the provider's library, Apple Pay) loads when step 3 opens.
const PaymentStep = loadable(() => import('./payment-step'), {ssr: false, fallback: <StepsSkeleton />})

/** What the payment result page hands back when a redirect (3-D Secure, hosted payment) did not end in payment. */
export interface CheckoutNavigationState {
    paymentProblem?: PaymentProblemKind
    /** The method the redirect was for (named in the message). */
    paymentMethodId?: string
}

const TOTAL_STEPS = 3

/** The three checkout steps, derived from the shopper's basket (browser only: all of it is shopper data). */
export const CheckoutFlow = () => {
    const intl = useIntl()
    const history = useHistory()
    const location = useLocation<CheckoutNavigationState | undefined>()
    const {site, buildUrl} = useSite()
    const session = useSession()
    const {customer} = useRegisteredCustomer()
    const {addresses} = useAddresses()
    const {cards} = usePaymentInstruments()
    const {basket: loaded, isLoaded, reload} = useCheckoutBasket()
    // An abandoned order being failed by the basket loader: its basket is empty until it re-opens.
    const pendingOrder = usePendingOrder()
    // The site's delivery countries (overrides/) start loading now, ahead of the delivery and billing forms.
    useSiteOverrides()

    const {isRegistered} = session
    const customerEmail = customer?.email
    const ready = session.isReady && isLoaded && (!isRegistered || Boolean(customer))
    const {step, advance, edit, goTo} = useCheckoutStep(loaded, {isRegistered, customerEmail}, ready)
    const email = useBasketEmail(loaded?.basketId)
    useRegisteredEmailOnBasket(loaded, customerEmail, isRegistered, email.setEmail)
    const [busy, setBusy] = useState(false)
    const [missingEmail, setMissingEmail] = useState(false)
    const [returned] = useState(location.state)
    const applePayFailed = applePayFailedIn(location.search)
    const paymentProblem = useMemo<PaymentProblem | undefined>(
        () =>
            applePayFailed
                ? {kind: 'apple-pay-failed'}
                : returned?.paymentProblem
                ? {kind: returned.paymentProblem, methodId: returned.paymentMethodId}
                : undefined,
        [applePayFailed, returned]
    )
    // While an order is placed the basket briefly disappears (the platform consumes it): keep showing it.
    const lastBasket = useRef<CheckoutBasket>()
    if (loaded) lastBasket.current = loaded
    const basket = loaded ?? (busy ? lastBasket.current : undefined)
    useCheckoutTracking(ready ? basket : undefined)
    // After begin checkout (effects run in call order): the step the basket has reached.
    useCheckoutProgress(
        ready && loaded ? basketCheckoutStep(loaded, {isRegistered, customerEmail}) : undefined,
        loaded
    )

    useEffect(() => {
        if (!ready || busy) return
        const reason = checkoutBlockReason(loaded)
        // Back from a payment page left unfinished: the pending order still holds the basket until it is
        // failed (then the basket is read again), so an empty basket now is not a reason to leave.
        if (!reason || (reason === 'empty' && pendingOrder)) return
        const state: CartNavigationState = {checkoutBlocked: reason}
        history.replace({pathname: buildUrl('/cart'), state})
    }, [ready, busy, loaded, pendingOrder, history, buildUrl])

    const onOutcome = (outcome: PlaceOrderOutcome) => {
        if (outcome.kind === 'confirmed') {
            history.push(buildUrl(`/checkout/confirmation/${encodeURIComponent(outcome.orderNo)}`))
        } else if (outcome.kind === 'redirect') {
            // The card issuer's challenge or the provider's hosted page; both come back to /checkout3ds.
            navigateAway(outcome.url)
        } else {
            setBusy(false)
            if (outcome.kind === 'missing-email') {
                setMissingEmail(true)
                goTo(1)
            }
        }
    }

    const stateOf = (number: number): StepState =>
        step === number ? 'active' : step !== undefined && number < step ? 'done' : 'upcoming'
    const loading = !ready || !basket || step === undefined

    const steps = loading ? (
        <StepsSkeleton />
    ) : (
        <Box>
            <Heading as="h1" srOnly>
                {intl.formatMessage(messages.heading)}
            </Heading>
            <CheckoutStepPanel
                number={1}
                total={TOTAL_STEPS}
                title={intl.formatMessage(messages.stepContact)}
                state={stateOf(1)}
                focusOnOpen
                summary={
                    <EmailSummary
                        email={basket.customerInfo?.email ?? customerEmail}
                        signedIn={isRegistered}
                    />
                }
                onEdit={isRegistered || busy ? undefined : () => edit(1)}
            >
                <EmailStep
                    basket={basket}
                    setEmail={email.setEmail}
                    missingEmail={missingEmail}
                    onSignedIn={() => setMissingEmail(false)}
                    onDone={(updated) => {
                        setMissingEmail(false)
                        advance(updated)
                    }}
                />
            </CheckoutStepPanel>
            <CheckoutStepPanel
                number={2}
                total={TOTAL_STEPS}
                title={intl.formatMessage(messages.stepDelivery)}
                state={stateOf(2)}
                focusOnOpen
                summary={<ShippingSummary basket={basket} />}
                // A bag of e-gift cards only has nothing to post: no address, no method, nothing to edit.
                onEdit={busy || !needsDelivery(basket) ? undefined : () => edit(2)}
            >
                {needsDelivery(basket) ? (
                    <ShippingStep
                        basket={basket}
                        siteCountry={site.country}
                        savedAddresses={addresses as unknown as SavedAddress[]}
                        isRegistered={isRegistered}
                        onDone={advance}
                    />
                ) : null}
            </CheckoutStepPanel>
            <CheckoutStepPanel
                number={3}
                total={TOTAL_STEPS}
                title={intl.formatMessage(messages.stepPayment)}
                state={stateOf(3)}
                focusOnOpen
            >
                <PaymentStep
                    basket={basket}
                    siteCountry={site.country}
                    isRegistered={isRegistered}
                    savedCards={(cards as SavedCard[]).filter((card) => card.paymentInstrumentId)}
                    reloadBasket={reload}
                    problem={paymentProblem}
                    onBusyChange={setBusy}
                    onOutcome={onOutcome}
                />
            </CheckoutStepPanel>
        </Box>
    )

    return (
        <CheckoutFrame
            steps={steps}
            summary={basket && !loading ? <OrderSummary basket={basket} /> : <SummarySkeleton />}
            mobileSummary={basket && !loading ? <MobileOrderSummary basket={basket} /> : <SummarySkeleton />}
        />
    )
}
