import {Box, RadioGroup, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {PaymentCard} from '../../commerce/checkout'
import {paymentMessages as messages} from './messages'
import {RadioCard} from '../radio-card'

export interface SavedCard {
    paymentInstrumentId: string
    paymentCard?: PaymentCard
}

export const NEW_CARD = ''

/** A registered shopper's saved cards (masked: brand, last digits, expiry), or a new card. */
export const SavedCardPicker = ({
    cards,
    value,
    onChange
}: {
    cards: readonly SavedCard[]
    value: string
    onChange: (id: string) => void
}) => {
    const intl = useIntl()
    if (!cards.length) return null
    const lastDigits = (card?: PaymentCard) => card?.numberLastDigits ?? card?.maskedNumber?.slice(-4) ?? ''
    return (
        <Box as="fieldset">
            <Text as="legend" textStyle="label" mb={3}>
                {intl.formatMessage(messages.savedCards)}
            </Text>
            <RadioGroup value={value} onChange={onChange} name="saved-card">
                <Stack spacing={0} border="1px solid" borderColor="border.subtle">
                    {[...cards, undefined].map((card, index) => {
                        const id = card?.paymentInstrumentId ?? NEW_CARD
                        return (
                            <RadioCard
                                key={id || 'new'}
                                value={id}
                                borderTop={index ? '1px solid' : undefined}
                                borderColor="border.subtle"
                                bg={value === id ? 'bg.subtle' : undefined}
                            >
                                {card ? (
                                    <Box fontSize="sm">
                                        <Text fontWeight="medium" fontSize="md">
                                            {intl.formatMessage(messages.cardEnding, {
                                                brand: card.paymentCard?.cardType ?? '',
                                                digits: lastDigits(card.paymentCard)
                                            })}
                                        </Text>
                                        {card.paymentCard?.expirationMonth ? (
                                            <Text color="text.secondary">
                                                {intl.formatMessage(messages.cardExpires, {
                                                    month: String(card.paymentCard.expirationMonth).padStart(
                                                        2,
                                                        '0'
                                                    ),
                                                    year: String(card.paymentCard.expirationYear ?? '').slice(
                                                        -2
                                                    )
                                                })}
                                            </Text>
                                        ) : null}
                                    </Box>
                                ) : (
                                    <Text fontSize="sm">{intl.formatMessage(messages.newCard)}</Text>
                                )}
                            </RadioCard>
                        )
                    })}
                </Stack>
            </RadioGroup>
        </Box>
    )
}
