import {forwardRef} from 'react'
import {Button, Flex, Stack, Text} from '@chakra-ui/react'
import {Skeleton} from '../../components/skeleton'
import {useIntl} from 'react-intl'
import type {PaymentProvider} from '../../commerce/checkout'
import {LockIcon} from '../../components/icons'
import {
    CardEntry,
    NEW_CARD,
    PaymentMethodChoice,
    paymentMessages,
    SavedCardPicker,
    usePaymentMethodLabel,
    type CardEntryHandle,
    type SavedCard
} from '../../components/payment-form'
import {paymentKindOf} from '../../rules/checkout'
import {checkoutMessages, paymentStepMessages as messages} from './messages'

export interface PaymentMethodSectionProps {
    methods: readonly string[]
    method: string | undefined
    onMethodChange: (id: string) => void
    isLoading: boolean
    failed: boolean
    onRetry: () => void
    savedCards: readonly SavedCard[]
    savedCardId: string
    onSavedCardChange: (id: string) => void
    provider: PaymentProvider | undefined
    providerFailed: boolean
    allowSave: boolean
    hosted: {
        clientKey: string
        environment: string
        locale: string
        countryCode: string
        amount: {value: number; currency: string}
    }
}

/**
 * How the shopper pays what gift cards leave: the methods the platform offers (a choice when there are
 * several), then a saved or new card, or a note that the provider's page comes next for a redirect method.
 */
export const PaymentMethodSection = forwardRef<CardEntryHandle, PaymentMethodSectionProps>(
    (props, cardRef) => {
        const intl = useIntl()
        const label = usePaymentMethodLabel()
        const {methods, method, provider} = props
        const kind = paymentKindOf(method)
        const header = (
            <Flex justify="space-between" align="baseline" gap={4} wrap="wrap">
                {methods.length < 2 ? (
                    <Text textStyle="label">{intl.formatMessage(paymentMessages.cardTitle)}</Text>
                ) : null}
                <Flex align="center" gap={2} color="text.accent" fontSize="xs" ml="auto">
                    <LockIcon boxSize="14px" />
                    {intl.formatMessage(messages.secure)}
                </Flex>
            </Flex>
        )
        if (props.isLoading) return <Skeleton h="160px" />
        if (props.failed || !methods.length)
            return (
                <Stack spacing={3} role="alert">
                    <Text fontSize="sm" color="text.error">
                        {intl.formatMessage(messages.methodsFailed)}
                    </Text>
                    <Button variant="secondary" alignSelf="start" onClick={props.onRetry}>
                        {intl.formatMessage(checkoutMessages.tryAgain)}
                    </Button>
                </Stack>
            )
        return (
            <Stack spacing={5}>
                {header}
                <PaymentMethodChoice methods={methods} value={method} onChange={props.onMethodChange} />
                {kind === 'card' ? (
                    <>
                        <SavedCardPicker
                            cards={props.savedCards}
                            value={props.savedCardId}
                            onChange={props.onSavedCardChange}
                        />
                        {props.savedCardId !== NEW_CARD ? null : provider ? (
                            <CardEntry
                                ref={cardRef}
                                provider={provider}
                                allowSave={props.allowSave}
                                hosted={props.hosted}
                            />
                        ) : props.providerFailed ? (
                            <Text fontSize="sm" color="text.error" role="alert">
                                {intl.formatMessage(paymentMessages.hostedFieldsFailed)}
                            </Text>
                        ) : (
                            <Skeleton h="200px" />
                        )}
                    </>
                ) : kind === 'redirect' ? (
                    <Text fontSize="sm" color="text.secondary" data-testid="redirect-note">
                        {intl.formatMessage(paymentMessages.redirectNote, {method: label(method)})}
                    </Text>
                ) : null}
            </Stack>
        )
    }
)
PaymentMethodSection.displayName = 'PaymentMethodSection'
