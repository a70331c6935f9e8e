import {useEffect} from 'react'
import {Button, FormControl, FormErrorMessage, FormLabel, Input, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {VALIDATION_MESSAGES} from '../../rules/validators/messages'
import {validateEmail} from '../../rules/validators/email'
import {backInStockMessages} from './messages'

export interface BackInStockFormProps {
    productName: string
    /** A registered shopper's email: filled in and locked. */
    lockedEmail?: string
    isSubmitting: boolean
    failed: boolean
    onSubmit: (email: string) => void
}

/** The 'EMAIL ME' form: one email field checked by the shared validator, the failure message kept on retry. */
export const BackInStockForm = ({
    productName,
    lockedEmail,
    isSubmitting,
    failed,
    onSubmit
}: BackInStockFormProps) => {
    const intl = useIntl()
    const {
        register,
        handleSubmit,
        reset,
        formState: {errors}
    } = useForm<{email: string}>({defaultValues: {email: lockedEmail ?? ''}})

    useEffect(() => {
        if (lockedEmail) reset({email: lockedEmail})
    }, [lockedEmail, reset])

    const validate = (value: string) => {
        const result = validateEmail(value)
        if (result === true) return true
        return intl.formatMessage(
            result === VALIDATION_MESSAGES.required
                ? backInStockMessages.required
                : backInStockMessages.invalidEmail
        )
    }

    return (
        <Stack
            as="form"
            spacing={5}
            noValidate
            onSubmit={(event) => void handleSubmit(({email}) => onSubmit(email.trim()))(event)}
        >
            <Text color="text.secondary">
                {intl.formatMessage(backInStockMessages.intro, {name: productName})}
            </Text>
            <FormControl isInvalid={Boolean(errors.email)} isReadOnly={Boolean(lockedEmail)}>
                <FormLabel>{intl.formatMessage(backInStockMessages.email)}</FormLabel>
                <Input
                    type="email"
                    autoComplete="email"
                    {...register('email', {validate})}
                    {...(lockedEmail && {bg: 'grey.100'})}
                />
                <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </FormControl>
            {failed ? (
                <Text role="alert" color="brand.sale" fontSize="sm">
                    {intl.formatMessage(backInStockMessages.failed)}
                </Text>
            ) : null}
            <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                {intl.formatMessage(backInStockMessages.submit)}
            </Button>
        </Stack>
    )
}
