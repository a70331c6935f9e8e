import {useEffect, useState} from 'react'
import {Box, Button, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {CheckoutBasket} from '../../commerce/checkout'
import {validateEmail} from '../../rules/validators'
import {TextField, useTranslatedValidator} from '../../components/shipping-address-form'
import {CheckoutLoginForm} from './login-form'
import {checkoutMessages, emailMessages as messages} from './messages'

export interface EmailStepProps {
    basket: CheckoutBasket
    setEmail: (email: string) => Promise<CheckoutBasket>
    onDone: (basket: CheckoutBasket) => void
    onSignedIn: () => void
    /** The order was refused for a missing email (MISSING_EMAIL): the field is flagged. */
    missingEmail?: boolean
}

const EMAIL_MAX = 100

/** Step 1: the guest's email (PUT baskets/{id}/customer), or sign in. */
export const EmailStep = ({basket, setEmail, onDone, onSignedIn, missingEmail}: EmailStepProps) => {
    const intl = useIntl()
    const translated = useTranslatedValidator()
    const [mode, setMode] = useState<'guest' | 'login'>('guest')
    const [failed, setFailed] = useState(false)
    const form = useForm<{email: string}>({defaultValues: {email: basket.customerInfo?.email ?? ''}})
    const {
        register,
        handleSubmit,
        setError,
        setFocus,
        formState: {errors, isSubmitting}
    } = form

    useEffect(() => {
        if (!missingEmail || mode !== 'guest') return
        setError('email', {type: 'missing', message: intl.formatMessage(messages.missingEmail)})
        setFocus('email')
    }, [missingEmail, mode, setError, setFocus, intl])

    const submit = async ({email}: {email: string}) => {
        setFailed(false)
        try {
            onDone(await setEmail(email))
        } catch {
            setFailed(true)
        }
    }

    if (mode === 'login')
        return (
            <Stack spacing={5}>
                <CheckoutLoginForm defaultEmail={form.getValues('email')} onSignedIn={onSignedIn} />
                <Button variant="link" alignSelf="start" fontSize="sm" onClick={() => setMode('guest')}>
                    {intl.formatMessage(messages.asGuest)}
                </Button>
            </Stack>
        )

    return (
        <Box as="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
            <Stack spacing={5}>
                <Text color="text.secondary" fontSize="sm">
                    {intl.formatMessage(messages.guestIntro)}
                </Text>
                <TextField
                    id="checkout-email"
                    type="email"
                    inputMode="email"
                    maxLength={EMAIL_MAX}
                    label={intl.formatMessage(messages.email)}
                    autoComplete="email"
                    isRequired
                    helper={intl.formatMessage(messages.emailHint)}
                    error={errors.email?.message}
                    {...register('email', {validate: translated(validateEmail)})}
                />
                {failed ? (
                    <Text role="alert" color="text.error" fontSize="sm">
                        {intl.formatMessage(checkoutMessages.generic)}
                    </Text>
                ) : null}
                <Button type="submit" w="full" maxW="none" isLoading={isSubmitting}>
                    {intl.formatMessage(messages.continue)}
                </Button>
                <Button variant="link" alignSelf="start" fontSize="sm" onClick={() => setMode('login')}>
                    {intl.formatMessage(messages.haveAccount)}
                </Button>
            </Stack>
        </Box>
    )
}
