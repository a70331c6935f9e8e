import {forwardRef, useEffect, useImperativeHandle, useRef, useState} from 'react'
import {Alert, AlertDescription, Box} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {
    HostedCardFields,
    HostedCardOptions,
    PaymentProvider,
    ProtectedCard
} from '../../commerce/checkout/payment-provider'
import {CardFields, EMPTY_CARD, type CardFormValues} from './card-fields'
import {paymentMessages as messages} from './messages'

export interface CardEntryHandle {
    /** Validates (showing and focusing errors) and answers the card protected for the provider, or undefined. */
    collect: () => Promise<ProtectedCard | undefined>
    /** After a refusal: the security code is asked again. */
    clearSecurityCode: () => void
    /** After the order is placed: nothing of the card stays in memory. */
    clear: () => void
}

export interface CardEntryProps {
    provider: PaymentProvider
    allowSave: boolean
    hosted: Omit<HostedCardOptions, 'allowSave'>
}

/** The storefront's own card fields (sandbox provider): values protected for the provider on collect. */
const TypedCardEntry = forwardRef<CardEntryHandle, CardEntryProps>(({provider, allowSave}, ref) => {
    const form = useForm<CardFormValues>({defaultValues: EMPTY_CARD})
    useImperativeHandle(
        ref,
        () => ({
            collect: async () => {
                const valid = await form.trigger(undefined, {shouldFocus: true})
                if (!valid || !provider.protectTypedCard) return undefined
                const values = form.getValues()
                return provider.protectTypedCard({...values, save: allowSave && values.save})
            },
            clearSecurityCode: () => form.resetField('securityCode'),
            clear: () => form.reset(EMPTY_CARD)
        }),
        [allowSave, form, provider]
    )
    return <CardFields form={form} allowSave={allowSave} />
})
TypedCardEntry.displayName = 'TypedCardEntry'

/** The provider's hosted secure fields, mounted into a container the provider's library fills. */
const HostedCardEntry = forwardRef<CardEntryHandle, CardEntryProps>(({provider, allowSave, hosted}, ref) => {
    const intl = useIntl()
    const container = useRef<HTMLDivElement>(null)
    const fields = useRef<HostedCardFields>()
    const [failed, setFailed] = useState(false)
    const {clientKey, environment, locale, countryCode, amount} = hosted
    useEffect(() => {
        const element = container.current
        if (!element || !provider.mountCardFields) return
        let live = true
        provider
            .mountCardFields(element, {clientKey, environment, locale, countryCode, amount, allowSave})
            .then(
                (mounted) => {
                    if (live) fields.current = mounted
                    else mounted.unmount()
                },
                (error: unknown) => {
                    console.error(
                        'Payment provider card fields failed',
                        error instanceof Error ? error.message : ''
                    )
                    if (live) setFailed(true)
                }
            )
        return () => {
            live = false
            fields.current?.unmount()
            fields.current = undefined
        }
        // The fields are mounted once per payment step; the amount is what the provider shows, not a reason to remount.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [provider, clientKey, environment, locale, countryCode, allowSave])
    useImperativeHandle(
        ref,
        () => ({
            collect: () => Promise.resolve(fields.current?.collect()),
            clearSecurityCode: () => undefined,
            clear: () => undefined
        }),
        []
    )
    return (
        <Box>
            {failed ? (
                <Alert status="error" role="alert" variant="left-accent">
                    <AlertDescription fontSize="sm">
                        {intl.formatMessage(messages.hostedFieldsFailed)}
                    </AlertDescription>
                </Alert>
            ) : null}
            <Box ref={container} data-testid="provider-card-fields" minH="200px" />
        </Box>
    )
})
HostedCardEntry.displayName = 'HostedCardEntry'

/**
 * A new card, taken the way the configured payment provider takes cards: the storefront's own fields
 * (sandbox) or the provider's hosted secure fields (the brand's provider). Either way the payment step only
 * receives the protected card.
 */
export const CardEntry = forwardRef<CardEntryHandle, CardEntryProps>((props, ref) =>
    props.provider.mountCardFields ? (
        <HostedCardEntry ref={ref} {...props} />
    ) : (
        <TypedCardEntry ref={ref} {...props} />
    )
)
CardEntry.displayName = 'CardEntry'
