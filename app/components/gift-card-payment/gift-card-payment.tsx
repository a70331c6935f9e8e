import {useState, type FormEvent} from 'react'
import {
    Box,
    Button,
    Flex,
    FormControl,
    FormErrorMessage,
    FormLabel,
    Input,
    Stack,
    Text
} from '@chakra-ui/react'
import {Collapsible} from '../disclosure'
import {useIntl} from 'react-intl'
import {
    useGiftCardPayment,
    type CheckoutBasket,
    type CheckoutPaymentInstrument,
    type GiftCardBalance
} from '../../commerce/checkout'
import {currencyDisplayFor} from '../../region/currency'
import {GiftCardCurrencyNotice} from '../gift-card-balance/gift-card-currency-notice'
import {GENERIC_ERROR_MESSAGE, GIFT_CARD_PAYMENT_METHOD_ID, giftCardUsableIn} from '../../rules/basket'
import {giftCardMessages as messages} from './messages'

export interface GiftCardPaymentProps {
    basket: CheckoutBasket
}

const CODE_MAX = 40

/**
 * Gift card payment (spec 000 §5, §7): check a card's balance (captcha-gated; balance and expiry must come
 * back), apply it to the order, remove it. The server's message is shown as text when a card is refused.
 */
export const GiftCardPayment = ({basket}: GiftCardPaymentProps) => {
    const intl = useIntl()
    const {checkBalance, apply, remove, status, giftCardError, reset} = useGiftCardPayment(basket.basketId)
    const applied = (basket.paymentInstruments ?? []).filter(
        (instrument) => instrument.paymentMethodId === GIFT_CARD_PAYMENT_METHOD_ID
    )
    const [open, setOpen] = useState(applied.length > 0)
    const [code, setCode] = useState('')
    const [balance, setBalance] = useState<GiftCardBalance>()
    const currency = basket.currency ?? 'GBP'
    const money = (amount: number, inCurrency = currency) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency: inCurrency,
            currencyDisplay: currencyDisplayFor(inCurrency)
        })
    const busy = status === 'pending'
    const errorText =
        giftCardError && giftCardError.message !== GENERIC_ERROR_MESSAGE
            ? giftCardError.message
            : giftCardError
            ? intl.formatMessage(messages.generic)
            : undefined

    const onCheck = (event: FormEvent) => {
        event.preventDefault()
        setBalance(undefined)
        if (!code.trim()) return
        checkBalance(code).then(setBalance, () => undefined)
    }
    const onApply = () => {
        if (!balance) return
        apply(balance.code).then(
            () => {
                setBalance(undefined)
                setCode('')
            },
            () => undefined
        )
    }
    const onRemove = (instrument: CheckoutPaymentInstrument) =>
        remove(instrument.paymentInstrumentId ?? '').catch(() => undefined)
    const masked = (instrument: CheckoutPaymentInstrument) =>
        instrument.maskedGiftCertificateCode ?? `••••${(instrument.giftCertificateCode ?? '').slice(-4)}`

    return (
        <Box borderTop="1px solid" borderBottom="1px solid" borderColor="border.subtle" py={4}>
            <Button
                variant="link"
                textDecoration="none"
                fontWeight="semibold"
                aria-expanded={open}
                onClick={() => setOpen((value) => !value)}
            >
                {intl.formatMessage(messages.title)} {open ? '−' : '+'}
            </Button>
            {applied.length ? (
                <Stack spacing={2} mt={3}>
                    {applied.map((instrument) => (
                        <Flex
                            key={instrument.paymentInstrumentId}
                            justify="space-between"
                            align="center"
                            fontSize="sm"
                        >
                            <Text>{intl.formatMessage(messages.applied, {code: masked(instrument)})}</Text>
                            <Flex gap={4} align="center">
                                <Text>
                                    {intl.formatMessage(messages.appliedAmount, {
                                        amount: money(instrument.amount ?? 0)
                                    })}
                                </Text>
                                <Button
                                    variant="link"
                                    fontSize="sm"
                                    isDisabled={busy}
                                    aria-label={intl.formatMessage(messages.removeLabel, {
                                        code: masked(instrument)
                                    })}
                                    onClick={() => void onRemove(instrument)}
                                >
                                    {intl.formatMessage(messages.remove)}
                                </Button>
                            </Flex>
                        </Flex>
                    ))}
                </Stack>
            ) : null}
            <Collapsible open={open}>
                <Box as="form" onSubmit={onCheck} noValidate pt={4}>
                    <FormControl id="gift-card-code" isInvalid={Boolean(errorText)}>
                        <FormLabel>{intl.formatMessage(messages.code)}</FormLabel>
                        <Flex gap={2}>
                            <Input
                                value={code}
                                maxLength={CODE_MAX}
                                autoComplete="off"
                                autoCapitalize="characters"
                                onChange={(event) => {
                                    setCode(event.target.value.slice(0, CODE_MAX))
                                    setBalance(undefined)
                                    reset()
                                }}
                            />
                            <Button
                                type="submit"
                                variant="secondary"
                                flexShrink={0}
                                isLoading={busy && !balance}
                                isDisabled={!code.trim()}
                            >
                                {intl.formatMessage(messages.check)}
                            </Button>
                        </Flex>
                        <FormErrorMessage>{errorText}</FormErrorMessage>
                    </FormControl>
                    {balance ? (
                        <Flex
                            mt={3}
                            p={4}
                            bg="bg.subtle"
                            justify="space-between"
                            align="center"
                            gap={4}
                            aria-live="polite"
                        >
                            <Text fontSize="sm">
                                {intl.formatMessage(messages.balance, {
                                    amount: money(balance.balance, balance.currency ?? currency),
                                    date: intl.formatDate(balance.expiryDate, {dateStyle: 'medium'})
                                })}
                            </Text>
                            {giftCardUsableIn(balance.currency, currency) ? (
                                <Button
                                    size="sm"
                                    onClick={onApply}
                                    isLoading={busy}
                                    isDisabled={balance.balance <= 0}
                                >
                                    {intl.formatMessage(messages.apply)}
                                </Button>
                            ) : null}
                        </Flex>
                    ) : null}
                    {balance && !giftCardUsableIn(balance.currency, currency) ? (
                        <Box mt={3}>
                            <GiftCardCurrencyNotice cardCurrency={balance.currency as string} />
                        </Box>
                    ) : null}
                </Box>
            </Collapsible>
        </Box>
    )
}
