import {useState} from 'react'
import {
    Alert,
    AlertDescription,
    Button,
    FormControl,
    FormErrorMessage,
    FormLabel,
    Heading,
    Stack,
    Text
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {PasswordResetError, usePasswordReset} from '../../commerce/session'
import {ButtonLink} from '../../components/account-nav/button-link'
import {useNewPasswordRule} from '../../components/login-form'
import {PasswordField, PasswordRulesList} from '../../components/password-field'
import {resetMessages as messages} from './messages'

/** The mailed link's second half: a new password, then the shopper is signed in with it. */
export const NewPasswordForm = ({token, email}: {token: string; email: string}) => {
    const intl = useIntl()
    const {resetPassword} = usePasswordReset()
    const newPasswordRule = useNewPasswordRule()
    const [outcome, setOutcome] = useState<'done' | 'invalid-link' | string>()
    const {
        register,
        handleSubmit,
        watch,
        formState: {errors, isSubmitting}
    } = useForm<{password: string}>({defaultValues: {password: ''}})

    const submit = handleSubmit(async ({password}) => {
        setOutcome(undefined)
        try {
            await resetPassword({token, email, password})
            setOutcome('done')
        } catch (error) {
            if (error instanceof PasswordResetError && error.invalidLink) setOutcome('invalid-link')
            else setOutcome(error instanceof Error ? error.message : intl.formatMessage(messages.generic))
        }
    })

    if (outcome === 'done')
        return (
            <Stack spacing={5} role="status">
                <Heading as="h2" size="md">
                    {intl.formatMessage(messages.doneHeading)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.done)}</Text>
                <ButtonLink href="/account">{intl.formatMessage(messages.toAccount)}</ButtonLink>
            </Stack>
        )

    return (
        <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
            <Text color="text.secondary">{intl.formatMessage(messages.newIntro, {email})}</Text>
            {outcome ? (
                <Alert status="error" role="alert" variant="left-accent">
                    <AlertDescription>
                        {outcome === 'invalid-link' ? intl.formatMessage(messages.invalidLink) : outcome}
                    </AlertDescription>
                </Alert>
            ) : null}
            {outcome === 'invalid-link' ? (
                <ButtonLink href="/reset-password" variant="secondary">
                    {intl.formatMessage(messages.requestNew)}
                </ButtonLink>
            ) : null}
            <FormControl isInvalid={Boolean(errors.password)} isRequired>
                <FormLabel>{intl.formatMessage(messages.newPassword)}</FormLabel>
                <PasswordField
                    autoComplete="new-password"
                    aria-describedby="new-password-rules"
                    {...register('password', {validate: newPasswordRule})}
                />
                <FormErrorMessage>{errors.password?.message}</FormErrorMessage>
            </FormControl>
            <PasswordRulesList id="new-password-rules" password={watch('password')} />
            <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                {intl.formatMessage(messages.save)}
            </Button>
        </Stack>
    )
}
