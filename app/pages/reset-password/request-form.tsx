import {useState} from 'react'
import {
    Alert,
    AlertDescription,
    Button,
    FormControl,
    FormErrorMessage,
    FormLabel,
    Heading,
    Input,
    Stack,
    Text
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {usePasswordReset} from '../../commerce/session'
import {Link} from '../../components/link'
import {useFieldRules} from '../../components/login-form'
import {validateEmail} from '../../rules/validators/email'
import {resetMessages as messages} from './messages'

/**
 * Asks for a reset link. The confirmation is the same whether or not an account exists, so the page cannot
 * be used to find out who shops here.
 */
export const ResetRequestForm = () => {
    const intl = useIntl()
    const rules = useFieldRules()
    const {requestReset} = usePasswordReset()
    const [sentTo, setSentTo] = useState<string>()
    const [failed, setFailed] = useState(false)
    const {
        register,
        handleSubmit,
        formState: {errors, isSubmitting}
    } = useForm<{email: string}>({defaultValues: {email: ''}})

    const submit = handleSubmit(async ({email}) => {
        setFailed(false)
        try {
            await requestReset(email.trim())
            setSentTo(email.trim())
        } catch (error) {
            console.error('Password reset request failed', error instanceof Error ? error.message : error)
            setFailed(true)
        }
    })

    if (sentTo)
        return (
            <Stack spacing={5} role="status">
                <Heading as="h2" size="md">
                    {intl.formatMessage(messages.sentHeading)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.sent, {email: sentTo})}</Text>
                <Button variant="link" alignSelf="flex-start" onClick={() => setSentTo(undefined)}>
                    {intl.formatMessage(messages.tryAgain)}
                </Button>
                <Link href="/login" variant="inline" alignSelf="flex-start">
                    {intl.formatMessage(messages.backToSignIn)}
                </Link>
            </Stack>
        )

    return (
        <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
            <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
            {failed ? (
                <Alert status="error" role="alert" variant="left-accent">
                    <AlertDescription>{intl.formatMessage(messages.generic)}</AlertDescription>
                </Alert>
            ) : null}
            <FormControl isInvalid={Boolean(errors.email)} isRequired>
                <FormLabel>{intl.formatMessage(messages.email)}</FormLabel>
                <Input
                    type="email"
                    autoComplete="email"
                    {...register('email', {validate: rules(validateEmail)})}
                />
                <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </FormControl>
            <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                {intl.formatMessage(messages.send)}
            </Button>
            <Link href="/login" variant="inline" alignSelf="flex-start" fontSize="sm">
                {intl.formatMessage(messages.backToSignIn)}
            </Link>
        </Stack>
    )
}
