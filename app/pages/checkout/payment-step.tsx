import {useEffect, useRef, useState, type FormEvent} from 'react'
import loadable from '@loadable/component'
import {Alert, AlertDescription, Box, Button, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {
    firstShipment,
    isCollection,
    toAddressFormValues,
    toOrderAddress,
    usePlaceOrder,
    type AddressFormValues,
    type CheckoutBasket,
    type PaymentChoice,
    type PlaceOrderOutcome
} from '../../commerce/checkout'
import type {ApplePayOutcome} from '../../commerce/checkout/apple-pay'
import {usePaymentProvider} from '../../commerce/checkout/payment-provider/use-payment-provider'
import {usePaymentMethods} from '../../commerce/checkout/use-payment-methods'
import {currencyDisplayFor} from '../../region/currency'
import {needsDelivery} from '../../rules/basket'
import {
    GIFT_CARD_PAYMENT_METHOD_ID,
    isFullyPaidByGiftCard,
    needsNoCardAuthorisation
} from '../../rules/basket'
import {initialPaymentChoice, paymentKindOf} from '../../rules/checkout'
import {useWebView} from '../../hooks/use-web-view'
import {useSite} from '../../site/site-context'
import {GiftCardPayment, giftCardMessages} from '../../components/gift-card-payment'
import {
    NEW_CARD,
    usePaymentMethodLabel,
    type CardEntryHandle,
    type SavedCard
} from '../../components/payment-form'
import {useDeliveryCountries} from '../../components/shipping-address-form'
import {BillingSection} from './billing-section'
import {paymentStepMessages as messages} from './messages'
import {currentOrderType} from './order-type'
import {PaymentMethodSection} from './payment-method-section'
import {APPLE_PAY_FAILED_PARAM, PROBLEM_TEXT, type PaymentProblem} from './payment-problem'
import {useGiftCardAllowed} from './use-gift-card-allowed'

const ApplePayExpress = loadable(() => import('./apple-pay-express'), {ssr: false})

export interface PaymentStepProps {
    basket: CheckoutBasket
    siteCountry: string
    isRegistered: boolean
    savedCards: readonly SavedCard[]
    reloadBasket: () => Promise<unknown>
    problem?: PaymentProblem
    /** True from 'Place order' (or the Apple Pay sheet) until the outcome is known (or the page leaves). */
    onBusyChange: (busy: boolean) => void
    onOutcome: (outcome: PlaceOrderOutcome) => void
}

/** Minor units for the provider's fields (the four sites' currencies have two decimals). */
const minor = (amount: number) => Math.round(amount * 100)

/**
 * Step 3: Apple Pay (where offered), gift cards, the payment method the platform offers (card, saved or new;
 * PayPal, Klarna, Afterpay), the billing address and 'Place order'. A placement runs once: a ref blocks a
 * second submit before React re-renders, the button is disabled while it runs, and the checkout boundary
 * shares one in-flight placement per basket. Loaded only when the step opens.
 */
const PaymentStep = (props: PaymentStepProps) => {
    const {basket, siteCountry, isRegistered, savedCards, reloadBasket, onBusyChange, onOutcome} = props
    const intl = useIntl()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const {config, locale} = useSite()
    const webView = useWebView()
    const label = usePaymentMethodLabel()
    const methods = usePaymentMethods(basket)
    const giftCardAllowed = useGiftCardAllowed(methods.giftCertificate)
    const {provider, failed: providerFailed} = usePaymentProvider(config.app.payment.provider)
    const shipment = firstShipment(basket)
    // No delivery address to bill to: a collection, or a bag of e-gift cards only (nothing is posted).
    const collecting = isCollection(shipment) || !needsDelivery(basket)
    const countries = useDeliveryCountries(siteCountry)
    const billingForm = useForm<AddressFormValues>({
        defaultValues: toAddressFormValues(
            basket.billingAddress ?? (collecting ? undefined : shipment?.shippingAddress),
            countries[0]
        )
    })
    const [sameAsShipping, setSameAsShipping] = useState(!collecting)
    const [savedCardId, setSavedCardId] = useState(savedCards[0]?.paymentInstrumentId ?? NEW_CARD)
    const [chosen, setChosen] = useState<string>()
    const [problem, setProblem] = useState<PaymentProblem | undefined>(props.problem)
    useEffect(() => setProblem(props.problem), [props.problem])
    const {placeOrder, isPlacing} = usePlaceOrder(reloadBasket)
    const cardEntry = useRef<CardEntryHandle>(null)
    const submitting = useRef(false)
    const alertRef = useRef<HTMLDivElement>(null)
    // A refusal (here or from the page the shopper came back from) is the first thing they read and hear.
    useEffect(() => {
        if (problem) alertRef.current?.focus()
    }, [problem])
    const [leaving, setLeaving] = useState(false)
    const [walletBusy, setWalletBusy] = useState(false)
    const zeroAmount = needsNoCardAuthorisation(basket) || isFullyPaidByGiftCard(basket)
    // The method tried last (still on the basket, or named by the page the shopper came back from) is kept.
    const previous =
        props.problem?.methodId ??
        basket.paymentInstruments?.find((pi) => pi.paymentMethodId !== GIFT_CARD_PAYMENT_METHOD_ID)
            ?.paymentMethodId
    const method =
        chosen && methods.choices.includes(chosen) ? chosen : initialPaymentChoice(methods.choices, previous)
    const kind = paymentKindOf(method)
    const currency = basket.currency ?? 'GBP'
    const amount = zeroAmount ? 0 : basket.c_amountToAuthorize ?? basket.orderTotal ?? 0
    const total = intl.formatNumber(amount, {
        style: 'currency',
        currency,
        currencyDisplay: currencyDisplayFor(currency)
    })
    const busy = isPlacing || leaving || walletBusy

    const paymentChoice = async (): Promise<PaymentChoice | undefined | false> => {
        if (zeroAmount) return undefined
        if (!method) return false
        if (kind === 'redirect') return {kind: 'redirect', methodId: method}
        if (savedCardId !== NEW_CARD) {
            const saved = savedCards.find((card) => card.paymentInstrumentId === savedCardId)
            return {
                kind: 'card',
                card: {
                    kind: 'saved',
                    customerPaymentInstrumentId: savedCardId,
                    cardType: saved?.paymentCard?.cardType
                }
            }
        }
        const card = await cardEntry.current?.collect()
        return card ? {kind: 'card', card} : false
    }

    const submit = async (event: FormEvent) => {
        event.preventDefault()
        if (submitting.current || busy) return
        submitting.current = true
        setProblem(undefined)
        const payment = await paymentChoice()
        const billingValid =
            sameAsShipping && !collecting
                ? true
                : await billingForm.trigger(undefined, {shouldFocus: payment !== false})
        if (payment === false || !billingValid) {
            submitting.current = false
            return
        }
        const billingAddress =
            sameAsShipping && !collecting
                ? shipment?.shippingAddress ?? {}
                : toOrderAddress(billingForm.getValues())
        onBusyChange(true)
        const outcome = await placeOrder({
            basket,
            billingAddress,
            payment,
            orderType: currentOrderType(webView)
        })
        if (outcome.kind === 'confirmed' || outcome.kind === 'redirect') {
            setLeaving(true)
            cardEntry.current?.clear()
        } else {
            submitting.current = false
            cardEntry.current?.clearSecurityCode()
            if (outcome.kind === 'refused')
                setProblem(
                    kind === 'redirect' ? {kind: 'redirect-refused', methodId: method} : {kind: 'refused'}
                )
            else if (outcome.kind === 'error') setProblem({kind: 'error'})
        }
        onOutcome(outcome)
    }

    /** Apple Pay's sheet placed (or did not place) the order; a failure is reported through the address. */
    const onApplePay = (outcome: ApplePayOutcome) => {
        if (outcome.kind === 'confirmed') {
            setLeaving(true)
            onOutcome({kind: 'confirmed', orderNo: outcome.orderNo})
            return
        }
        setWalletBusy(false)
        onBusyChange(false)
        void reloadBasket().catch(() => undefined)
        if (outcome.kind === 'failed') {
            const query = new URLSearchParams(search)
            query.set(APPLE_PAY_FAILED_PARAM, 'true')
            history.replace({pathname, search: `?${query.toString()}`})
        }
    }

    return (
        <Stack spacing={8}>
            {problem ? (
                <Alert
                    ref={alertRef}
                    tabIndex={-1}
                    status="error"
                    variant="left-accent"
                    role="alert"
                    bg="#fbf1f0"
                    borderColor="text.error"
                    _focus={{outline: 'none'}}
                >
                    <AlertDescription fontSize="sm">
                        {intl.formatMessage(PROBLEM_TEXT[problem.kind], {method: label(problem.methodId)})}
                    </AlertDescription>
                </Alert>
            ) : null}
            {methods.applePay && !zeroAmount ? (
                <ApplePayExpress
                    basket={basket}
                    disabled={busy}
                    onStart={() => {
                        setProblem(undefined)
                        setWalletBusy(true)
                        onBusyChange(true)
                    }}
                    onOutcome={onApplePay}
                />
            ) : null}
            {giftCardAllowed ? <GiftCardPayment basket={basket} /> : null}
            <Box as="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
                <Stack spacing={8}>
                    {zeroAmount ? (
                        <Text fontSize="sm" color="text.accent">
                            {intl.formatMessage(giftCardMessages.coversOrder)}
                        </Text>
                    ) : (
                        <PaymentMethodSection
                            ref={cardEntry}
                            methods={methods.choices}
                            method={method}
                            onMethodChange={setChosen}
                            isLoading={methods.isLoading}
                            failed={methods.isError}
                            onRetry={() => void methods.retry()}
                            savedCards={savedCards}
                            savedCardId={savedCardId}
                            onSavedCardChange={setSavedCardId}
                            provider={provider}
                            providerFailed={providerFailed}
                            allowSave={isRegistered}
                            hosted={{
                                clientKey: config.app.payment.clientKey,
                                environment: config.app.payment.environment,
                                locale: locale.id,
                                countryCode: siteCountry,
                                amount: {value: minor(amount), currency}
                            }}
                        />
                    )}
                    <BillingSection
                        form={billingForm}
                        countries={countries}
                        shippingAddress={shipment?.shippingAddress}
                        canUseShipping={!collecting}
                        sameAsShipping={sameAsShipping}
                        onSameAsShippingChange={setSameAsShipping}
                    />
                    <Stack spacing={3}>
                        <Button
                            type="submit"
                            w="full"
                            maxW="none"
                            isLoading={busy}
                            loadingText={intl.formatMessage(messages.placing)}
                            isDisabled={busy || (!zeroAmount && !method)}
                        >
                            {kind === 'redirect' && !zeroAmount
                                ? intl.formatMessage(messages.continueTo, {method: label(method), total})
                                : intl.formatMessage(messages.placeOrderTotal, {total})}
                        </Button>
                        <Text fontSize="xs" color="text.muted" textAlign="center">
                            {intl.formatMessage(messages.terms)}
                        </Text>
                    </Stack>
                </Stack>
            </Box>
        </Stack>
    )
}

export default PaymentStep
