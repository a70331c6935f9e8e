import {useEffect, useRef, useState, type FormEvent} from 'react'
import {Alert, AlertDescription, Box, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {
    firstShipment,
    isCollection,
    toAddressFormValues,
    toOrderAddress,
    usePlaceOrder,
    type AddressFormValues,
    type CardInput,
    type CheckoutBasket,
    type PlaceOrderOutcome
} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {isFullyPaidByGiftCard, needsDelivery, needsNoCardAuthorisation} from '../../rules/basket'
import {useWebView} from '../../hooks/use-web-view'
import {GiftCardPayment, giftCardMessages} from '../../components/gift-card-payment'
import {LockIcon} from '../../components/icons'
import {
    CardFields,
    paymentMessages,
    EMPTY_CARD,
    NEW_CARD,
    SavedCardPicker,
    type CardFormValues,
    type SavedCard
} from '../../components/payment-form'
import {deliveryCountriesFor} from '../../components/shipping-address-form'
import {BillingSection} from './billing-section'
import {checkoutMessages, paymentStepMessages as messages} from './messages'
import {currentOrderType} from './order-type'

export type PaymentProblem = 'refused' | 'challenge-failed' | 'error'

export interface PaymentStepProps {
    basket: CheckoutBasket
    siteCountry: string
    isRegistered: boolean
    savedCards: readonly SavedCard[]
    giftCardAllowed: boolean
    reloadBasket: () => Promise<unknown>
    problem?: PaymentProblem
    /** True from 'Place order' until the outcome is known (or the page leaves). */
    onBusyChange: (busy: boolean) => void
    onOutcome: (outcome: PlaceOrderOutcome) => void
}

const PROBLEM_TEXT = {
    refused: messages.refused,
    'challenge-failed': messages.challengeFailed,
    error: checkoutMessages.generic
}

/**
 * Step 3: gift cards, the card (saved or new), the billing address and 'Place order'. A placement runs once:
 * a ref blocks a second submit before React re-renders, the button is disabled while it runs, and the
 * checkout boundary shares one in-flight placement per basket.
 */
export const PaymentStep = (props: PaymentStepProps) => {
    const {
        basket,
        siteCountry,
        isRegistered,
        savedCards,
        giftCardAllowed,
        reloadBasket,
        onBusyChange,
        onOutcome
    } = props
    const intl = useIntl()
    const webView = useWebView()
    const shipment = firstShipment(basket)
    // No delivery address to bill to: a collection, or a bag of e-gift cards only (nothing is posted).
    const collecting = isCollection(shipment) || !needsDelivery(basket)
    const countries = deliveryCountriesFor(siteCountry)
    const cardForm = useForm<CardFormValues>({defaultValues: EMPTY_CARD})
    const billingForm = useForm<AddressFormValues>({
        defaultValues: toAddressFormValues(
            basket.billingAddress ?? (collecting ? undefined : shipment?.shippingAddress),
            countries[0]
        )
    })
    const [sameAsShipping, setSameAsShipping] = useState(!collecting)
    const [savedCardId, setSavedCardId] = useState(savedCards[0]?.paymentInstrumentId ?? NEW_CARD)
    const [problem, setProblem] = useState<PaymentProblem | undefined>(props.problem)
    const {placeOrder, isPlacing} = usePlaceOrder(reloadBasket)
    const submitting = useRef(false)
    const alertRef = useRef<HTMLDivElement>(null)
    // A refusal (here or from the 3-D Secure page) is the first thing the shopper reads and hears.
    useEffect(() => {
        if (problem) alertRef.current?.focus()
    }, [problem])
    const [leaving, setLeaving] = useState(false)
    const zeroAmount = needsNoCardAuthorisation(basket) || isFullyPaidByGiftCard(basket)
    const useNewCard = !zeroAmount && savedCardId === NEW_CARD
    const currency = basket.currency ?? 'GBP'
    const total = intl.formatNumber(zeroAmount ? 0 : basket.c_amountToAuthorize ?? basket.orderTotal ?? 0, {
        style: 'currency',
        currency,
        currencyDisplay: currencyDisplayFor(currency)
    })

    const cardInput = (): CardInput | undefined => {
        if (zeroAmount) return undefined
        if (!useNewCard) {
            const saved = savedCards.find((card) => card.paymentInstrumentId === savedCardId)
            return {
                kind: 'saved',
                customerPaymentInstrumentId: savedCardId,
                cardType: saved?.paymentCard?.cardType
            }
        }
        const values = cardForm.getValues()
        return {kind: 'new', ...values, save: isRegistered && values.save}
    }

    const submit = async (event: FormEvent) => {
        event.preventDefault()
        if (submitting.current) return
        submitting.current = true
        setProblem(undefined)
        const cardValid = useNewCard ? await cardForm.trigger(undefined, {shouldFocus: true}) : true
        const billingValid =
            sameAsShipping && !collecting
                ? true
                : await billingForm.trigger(undefined, {shouldFocus: cardValid})
        if (!cardValid || !billingValid) {
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
            card: cardInput(),
            orderType: currentOrderType(webView)
        })
        if (outcome.kind === 'confirmed' || outcome.kind === 'challenge') {
            setLeaving(true)
            cardForm.reset(EMPTY_CARD)
        } else {
            submitting.current = false
            cardForm.resetField('securityCode')
            if (outcome.kind !== 'missing-email') setProblem(outcome.kind === 'refused' ? 'refused' : 'error')
        }
        onOutcome(outcome)
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
                        {intl.formatMessage(PROBLEM_TEXT[problem])}
                    </AlertDescription>
                </Alert>
            ) : null}
            {giftCardAllowed ? <GiftCardPayment basket={basket} reloadBasket={reloadBasket} /> : null}
            <Box
                as="form"
                noValidate
                onSubmit={(event) => void submit(event)}
                aria-busy={isPlacing || leaving}
            >
                <Stack spacing={8}>
                    {zeroAmount ? (
                        <Text fontSize="sm" color="text.accent">
                            {intl.formatMessage(giftCardMessages.coversOrder)}
                        </Text>
                    ) : (
                        <Stack spacing={5}>
                            <Flex justify="space-between" align="baseline" gap={4} wrap="wrap">
                                <Text textStyle="label">{intl.formatMessage(paymentMessages.cardTitle)}</Text>
                                <Flex align="center" gap={2} color="text.accent" fontSize="xs">
                                    <LockIcon boxSize="14px" />
                                    {intl.formatMessage(messages.secure)}
                                </Flex>
                            </Flex>
                            <SavedCardPicker
                                cards={savedCards}
                                value={savedCardId}
                                onChange={setSavedCardId}
                            />
                            {useNewCard ? <CardFields form={cardForm} allowSave={isRegistered} /> : null}
                        </Stack>
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
                            isLoading={isPlacing || leaving}
                            loadingText={intl.formatMessage(messages.placing)}
                            isDisabled={isPlacing || leaving}
                        >
                            {intl.formatMessage(messages.placeOrderTotal, {total})}
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
