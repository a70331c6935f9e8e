import {Box, Grid, Text, chakra} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {currencyDisplayFor} from '../../region/currency'
import {giftCardFormMessages as messages} from './messages'

const Radio = chakra('input')

export interface GiftCardValuesProps {
    amounts: readonly number[]
    currency: string
    selected: number | undefined
    onSelect: (amount: number) => void
    error?: string
}

/** The card's value as a group of radio buttons (spec 000 §9: 10, 25, 50, 100, 150, 200). */
export const GiftCardValues = ({amounts, currency, selected, onSelect, error}: GiftCardValuesProps) => {
    const intl = useIntl()
    const format = (value: number) =>
        intl.formatNumber(value, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency),
            minimumFractionDigits: 0,
            maximumFractionDigits: 0
        })
    return (
        <Box as="fieldset" aria-describedby={error ? 'gift-card-value-error' : undefined}>
            <Text as="legend" fontSize="sm" fontWeight={600} mb={3}>
                {intl.formatMessage(messages.value)}
            </Text>
            <Grid templateColumns="repeat(3, 1fr)" gap={2}>
                {amounts.map((amount) => {
                    const id = `gift-card-value-${amount}`
                    const checked = selected === amount
                    return (
                        <Box key={amount} position="relative">
                            <Radio
                                type="radio"
                                id={id}
                                name="gift-card-value"
                                value={amount}
                                checked={checked}
                                onChange={() => onSelect(amount)}
                                position="absolute"
                                opacity={0}
                                w="1px"
                                h="1px"
                                sx={{'&:focus-visible + label': {boxShadow: 'outline'}}}
                            />
                            <Box
                                as="label"
                                htmlFor={id}
                                display="flex"
                                alignItems="center"
                                justifyContent="center"
                                h="48px"
                                border="1px solid"
                                borderColor={checked ? 'brand.ink' : 'grey.300'}
                                bg={checked ? 'brand.ink' : 'bg.canvas'}
                                color={checked ? 'text.inverse' : 'text.primary'}
                                fontSize="sm"
                                fontWeight={600}
                                cursor="pointer"
                                transition="background-color 150ms, border-color 150ms"
                                _hover={checked ? undefined : {borderColor: 'brand.ink'}}
                            >
                                {format(amount)}
                            </Box>
                        </Box>
                    )
                })}
            </Grid>
            {error ? (
                <Text id="gift-card-value-error" role="alert" fontSize="sm" color="text.error" mt={2}>
                    {error}
                </Text>
            ) : null}
        </Box>
    )
}
