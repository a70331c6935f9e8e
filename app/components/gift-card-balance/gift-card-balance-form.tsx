import {useId, useState, type FormEvent} from 'react'
import {Box, Button, FormControl, FormErrorMessage, FormLabel, Input, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {BALANCE_UNAVAILABLE} from '../../commerce/basket/use-gift-card-balance'
import {useGiftCardBalance} from '../../commerce/basket'
import {currencyDisplayFor} from '../../region/currency'
import {giftCardUsableIn} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {GiftCardCurrencyNotice} from './gift-card-currency-notice'
import {Link} from '../link'
import {balanceMessages as messages} from './messages'

const day = (iso: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined
}

/**
 * The gift card balance check (spec 001 §2.1 /checkgiftbalance; spec 000 §5, §8): the card number goes with a
 * captcha token to the platform; the balance and expiry date are shown, or the server's error.
 */
export const GiftCardBalanceForm = () => {
    const intl = useIntl()
    const id = useId()
    const {currency} = useSite()
    const {check, status, result, giftCardError} = useGiftCardBalance()
    const [number, setNumber] = useState('')
    const [missing, setMissing] = useState(false)

    const submit = (event: FormEvent) => {
        event.preventDefault()
        const empty = !number.trim()
        setMissing(empty)
        if (!empty) void check(number)
    }
    const expiry = result ? day(result.expiryDate) : undefined
    const balanceCurrency = result?.currency ?? currency
    const error =
        giftCardError === BALANCE_UNAVAILABLE ? intl.formatMessage(messages.unavailable) : giftCardError

    return (
        <Stack spacing={6}>
            <Box as="form" onSubmit={submit} noValidate>
                <Stack spacing={4}>
                    <FormControl isInvalid={missing} isRequired>
                        <FormLabel htmlFor={id} fontSize="sm" fontWeight={600} requiredIndicator={<></>}>
                            {intl.formatMessage(messages.number)}
                        </FormLabel>
                        <Input
                            id={id}
                            value={number}
                            onChange={(event) => setNumber(event.target.value)}
                            maxLength={40}
                            autoComplete="off"
                            inputMode="text"
                            h="48px"
                            borderRadius="none"
                        />
                        <FormErrorMessage>{intl.formatMessage(messages.required)}</FormErrorMessage>
                    </FormControl>
                    <Button type="submit" isLoading={status === 'pending'} w={{base: '100%', md: 'auto'}}>
                        {intl.formatMessage(messages.submit)}
                    </Button>
                </Stack>
            </Box>
            <Box aria-live="polite">
                {result ? (
                    <Box bg="bg.subtle" p={6} data-testid="gift-card-balance-result">
                        <Text
                            fontSize="xs"
                            textTransform="uppercase"
                            letterSpacing="widest"
                            color="text.secondary"
                        >
                            {intl.formatMessage(messages.balance)}
                        </Text>
                        <Text fontFamily="heading" fontSize="4xl" fontWeight={600} mt={1}>
                            {intl.formatNumber(result.balance, {
                                style: 'currency',
                                currency: balanceCurrency,
                                currencyDisplay: currencyDisplayFor(balanceCurrency)
                            })}
                        </Text>
                        {expiry ? (
                            <Text fontSize="sm" color="text.secondary" mt={2}>
                                {intl.formatMessage(messages.expiry, {
                                    date: intl.formatDate(expiry, {dateStyle: 'long'})
                                })}
                            </Text>
                        ) : null}
                        {giftCardUsableIn(result.currency, currency) ? (
                            <Link href="/" fontSize="sm" display="inline-block" mt={4}>
                                {intl.formatMessage(messages.shop)}
                            </Link>
                        ) : (
                            <Box mt={4}>
                                <GiftCardCurrencyNotice cardCurrency={balanceCurrency} />
                            </Box>
                        )}
                    </Box>
                ) : null}
                {error ? (
                    <Text role="alert" color="text.error" fontSize="sm" data-testid="gift-card-balance-error">
                        {error}
                    </Text>
                ) : null}
            </Box>
        </Stack>
    )
}
